import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { StyleRule } from '../../../client/src/render-contract';

/**
 * The stylesheet every page links: the client build's own stylesheet (typefaces, baseline) and the Emotion rules the
 * site's pages share, written once at build time (scripts/build-site-stylesheet.ts) under a name that is the hash of
 * its content, so every instance built from the same sources serves the same file and browsers keep it for good.
 */
export interface SiteStylesheet {
  /** its path in the browser build (dist/client), e.g. assets/site-Xb1…css */
  file: string;
  /** the Emotion ids of the classes whose rules it holds (no global's: those stay with their pages) */
  ids: string[];
}

/** Beside the SSR bundle, which is not served: the browser never needs the list. */
const manifestPath = (dist: string) => path.join(dist, 'server', 'site-stylesheet.json');

export function readSiteStylesheet(dist: string): SiteStylesheet | undefined {
  const file = manifestPath(dist);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as SiteStylesheet) : undefined;
}

/**
 * One order for the rules of several pages that keeps each page's own order (Emotion's insertion order, which
 * the cascade between rules of equal specificity follows): a rule first met on a later page goes right after the
 * rule that preceded it there. `conflicts` counts the pairs two pages put in opposite orders (the first page wins).
 */
export function mergeRuleOrder(pages: StyleRule[][]): { rules: StyleRule[]; conflicts: number } {
  const rules: StyleRule[] = [];
  const known = new Set<string>();
  let conflicts = 0;
  for (const page of pages) {
    let after = -1;
    for (const rule of page) {
      if (!known.has(rule.id)) {
        known.add(rule.id);
        rules.splice(after + 1, 0, rule);
        after += 1;
        continue;
      }
      const at = rules.findIndex((r) => r.id === rule.id);
      if (at < after) conflicts += 1;
      else after = at;
    }
  }
  return { rules, conflicts };
}

/** Writes the stylesheet into the browser build's assets and its manifest beside the SSR bundle. */
export function writeSiteStylesheet(dist: string, baseCss: string, rules: StyleRule[]): SiteStylesheet {
  const css = baseCss + rules.map((rule) => rule.css).join('');
  const hash = crypto.createHash('sha256').update(css).digest('base64url').slice(0, 10);
  const sheet: SiteStylesheet = { file: `assets/site-${hash}.css`, ids: rules.map((rule) => rule.id) };
  fs.writeFileSync(path.join(dist, 'client', sheet.file), css);
  fs.writeFileSync(manifestPath(dist), `${JSON.stringify(sheet)}\n`);
  return sheet;
}
