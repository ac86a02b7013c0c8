// Markdown for the web benchmark's results (`npm run bench:web`), and its place in docs/performance.md: one section
// per run title, so that labelled runs (the figures before a change) stay beside the latest one.
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';

/** @typedef {import('./load.mjs').LoadResult} LoadResult */
/** @typedef {{ page: string, runs: Record<number, LoadResult>, ttfb: number }} PageLoad */
/** @typedef {{ score: number, lcp: number, tbt: number, cls: number }} LighthouseResult */
/** @typedef {{ app: LoadResult[], nginx: LoadResult[], bytes: number }} NginxComparison */
/** @typedef {{ page: string, peerUrl: string, site: LoadResult[], peer: LoadResult[] }} PeerLoads */
/** @typedef {{ page: string, median: LighthouseResult, peer?: { url: string, median: LighthouseResult } }} PageAudit */

const ms = (n) => (Number.isNaN(n) ? '—' : n < 10 ? n.toFixed(1) : String(Math.round(n)));
const rate = (n) => (n < 100 ? n.toFixed(1) : String(Math.round(n)));
const row = (cells) => `| ${cells.join(' | ')} |`;
const sum = (runs, key) => runs.reduce((total, run) => total + run[key], 0);

/** @param {LoadResult[]} runs */
function hitRatio(runs) {
  const hit = runs.reduce((n, run) => n + run.pageCache.hit, 0);
  const miss = runs.reduce((n, run) => n + run.pageCache.miss, 0);
  return hit + miss === 0 ? 'no header' : `${((hit / (hit + miss)) * 100).toFixed(1)} % HIT`;
}

/** @param {LoadResult[]} runs */
const failures = (runs) => `${sum(runs, 'non2xx')} / ${sum(runs, 'errors')} / ${sum(runs, 'timeouts')}`;

/**
 * @param {{ label: string, pages: PageLoad[] }[]} instances
 * @param {number[]} connections
 */
export function serverTable(instances, connections) {
  const perLevel = connections.flatMap((c) => [`req/s @${c}`, `CPU ms/req @${c}`, `p50 ms @${c}`, `p99 ms @${c}`]);
  const lines = [
    row(['page', 'page cache', ...perLevel, 'TTFB median ms', 'x-page-cache', 'non-2xx / errors / timeouts']),
    row(['---', '---', ...perLevel.map(() => '---:'), '---:', '---:', '---:']),
  ];
  for (const { label, pages } of instances) {
    for (const { page, runs, ttfb } of pages) {
      const levels = connections.flatMap((c) => [
        rate(runs[c].reqPerSec),
        ms(runs[c].cpuMsPerRequest ?? NaN),
        ms(runs[c].p50),
        ms(runs[c].p99),
      ]);
      const all = connections.map((c) => runs[c]);
      lines.push(row([`\`${page}\``, label, ...levels, ms(ttfb), hitRatio(all), failures(all)]));
    }
  }
  return lines.join('\n');
}

/** @param {PageAudit[]} pages */
export function lighthouseTable(pages) {
  return [
    row(['page', 'performance', 'LCP s', 'TBT ms', 'CLS']),
    row(['---', '---:', '---:', '---:', '---:']),
    ...pages.map(({ page, median }) =>
      row([`\`${page}\``, String(median.score), (median.lcp / 1000).toFixed(2), ms(median.tbt), median.cls.toFixed(3)]),
    ),
  ].join('\n');
}

/** this site / WordPress, or — when WordPress's figure is 0 */
const ratio = (ours, theirs) =>
  theirs === 0 || Number.isNaN(theirs) ? '—' : `${Number((ours / theirs).toPrecision(2))}×`;
/** A path of the peer's URL: its pages are on another origin. */
const peerPath = (url) => `WordPress \`${new URL(url).pathname}\``;

/**
 * Each page of this site (page cache off) beside WordPress's, in alternating load runs.
 * @param {PeerLoads[]} pages @param {(values: number[]) => number} median
 */
export function peerLoadTable(pages, median) {
  const lines = [
    row(['this site (cache off)', 'beside', 'req/s', 'WordPress req/s', 'ratio', 'CPU ms/req', 'WordPress', 'ratio']),
    row(['---', '---', '---:', '---:', '---:', '---:', '---:', '---:']),
  ];
  for (const { page, peerUrl, site, peer } of pages) {
    const of = (runs, key) => median(runs.map((run) => run[key]));
    const best = (runs, key, pick) => pick(...runs.map((run) => run[key]));
    const [rps, peerRps] = [of(site, 'reqPerSec'), of(peer, 'reqPerSec')];
    const [cpu, peerCpu] = [of(site, 'cpuMsPerRequest'), of(peer, 'cpuMsPerRequest')];
    lines.push(
      row([
        `\`${page}\``,
        peerPath(peerUrl),
        `${rate(rps)} (best ${rate(best(site, 'reqPerSec', Math.max))})`,
        `${rate(peerRps)} (best ${rate(best(peer, 'reqPerSec', Math.max))})`,
        ratio(rps, peerRps),
        `${ms(cpu)} (best ${ms(best(site, 'cpuMsPerRequest', Math.min))})`,
        `${ms(peerCpu)} (best ${ms(best(peer, 'cpuMsPerRequest', Math.min))})`,
        ratio(cpu, peerCpu),
      ]),
    );
  }
  const failed = pages.flatMap((p) => [...p.site, ...p.peer]);
  lines.push('', `Non-2xx / errors / timeouts over all these runs: ${failures(failed)}.`);
  return lines.join('\n');
}

/** @param {PageAudit[]} pages Lighthouse medians of this site (page cache on) and WordPress, run alternately */
export function peerLighthouseTable(pages) {
  const lines = [
    row([
      'this site',
      'beside',
      'performance',
      'WordPress',
      'LCP s',
      'WordPress',
      'ratio',
      'TBT ms',
      'WordPress',
      'CLS',
    ]),
    row(['---', '---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:']),
  ];
  for (const { page, median, peer } of pages) {
    if (!peer) continue;
    const theirs = peer.median;
    lines.push(
      row([
        `\`${page}\``,
        peerPath(peer.url),
        `${median.score} (${ratio(median.score, theirs.score)})`,
        String(theirs.score),
        (median.lcp / 1000).toFixed(2),
        (theirs.lcp / 1000).toFixed(2),
        ratio(median.lcp, theirs.lcp),
        `${ms(median.tbt)} (${ratio(median.tbt, theirs.tbt)})`,
        ms(theirs.tbt),
        `${median.cls.toFixed(3)} / ${theirs.cls.toFixed(3)}`,
      ]),
    );
  }
  return lines.join('\n');
}

/** @param {NginxComparison} comparison @param {(values: number[]) => number} median */
export function nginxTable({ app, nginx }, median) {
  const lines = [
    row(['round', 'server', 'req/s', 'p99 ms', 'non-2xx / errors / timeouts']),
    row(['---:', '---', '---:', '---:', '---:']),
  ];
  app.forEach((run, i) => {
    lines.push(row([String(i + 1), 'app', rate(run.reqPerSec), ms(run.p99), failures([run])]));
    lines.push(row([String(i + 1), 'nginx (file)', rate(nginx[i].reqPerSec), ms(nginx[i].p99), failures([nginx[i]])]));
  });
  const appRate = median(app.map((r) => r.reqPerSec));
  const nginxRate = median(nginx.map((r) => r.reqPerSec));
  const appP99 = median(app.map((r) => r.p99));
  const nginxP99 = median(nginx.map((r) => r.p99));
  lines.push(
    '',
    `Median over the rounds: app ${rate(appRate)} req/s (p99 ${ms(appP99)} ms), nginx ${rate(nginxRate)} req/s ` +
      `(p99 ${ms(nginxP99)} ms): **app/nginx = ${(appRate / nginxRate).toPrecision(2)}** in req/s ` +
      `(${hitRatio(app)} for the app).`,
  );
  return lines.join('\n');
}

/**
 * Formats markdown as the repository's own Prettier settings do, so that `npm run lint` stays green after a run.
 * @param {string} markdown @param {string} file where it goes (for the settings that apply there)
 */
export async function formatMarkdown(markdown, file) {
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(markdown, { ...options, filepath: file, parser: 'markdown' });
}

/**
 * Replaces the section titled `title` in the file (or adds it first, under the file's introduction).
 * @param {string} file @param {string} title @param {string} section markdown without its `## ` heading
 * @param {string} introduction the file's opening when it does not exist yet
 */
export async function writeSection(file, title, section, introduction) {
  const existing = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : introduction;
  const [head, ...sections] = existing.split(/^(?=## )/m);
  const heading = `## ${title}\n`;
  const fresh = `${heading}\n${section.trim()}\n\n`;
  const index = sections.findIndex((s) => s.startsWith(heading));
  if (index === -1) sections.unshift(fresh);
  else sections[index] = fresh;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, await formatMarkdown(`${head.trimEnd()}\n\n${sections.join('')}`, file));
}
