// Writes the stylesheet every page links (http/site-stylesheet.ts), a step of `npm run build` once the client's
// bundles exist: the client build's own stylesheet and the Emotion class rules of a representative set of public
// pages, rendered by the SSR bundle against a throwaway SQLite database with the demo content (its pictures are not
// drawn: a page's styles do not depend on them). Fails, and with it the build, when a page does not render.
import 'reflect-metadata';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Render, StyleRule } from '../../../client/src/render-contract';
import { loadConfig } from '../config/config';
import { seedDemoContent } from '../db/seed/seed';
import { buildAppSchema } from '../graphql/schema';
import { createRequestContext } from '../graphql/context';
import { toClientError } from '../graphql/errors';
import { createLogger } from '../http/logger';
import { mergeRuleOrder, writeSiteStylesheet } from '../http/site-stylesheet';
import { Category } from '../modules/category/category.entity';
import { Craving } from '../modules/craving/craving.entity';
import { Recipe } from '../modules/recipe/recipe.entity';
import { prepareDatabase } from '../server';
import { ErrorCode } from '../shared/errors';

const dist = path.resolve(__dirname, '../../../client/dist');

/** The public pages whose rules the stylesheet holds, by what they show (ids of the demo content). */
const pagesOf = (ids: { firstRecipe: number; lastRecipe: number; category: number; craving: number }) => [
  { url: '/', status: 200 },
  { url: '/recipes', status: 200 },
  { url: `/recipes/${ids.firstRecipe}`, status: 200 },
  { url: `/recipes/${ids.lastRecipe}`, status: 200 },
  { url: '/recipe-filter', status: 200 },
  { url: '/about', status: 200 },
  { url: '/e-book', status: 200 },
  { url: `/category/${ids.category}`, status: 200 },
  { url: `/craving/${ids.craving}`, status: 200 },
  { url: '/minhas-receitas', status: 200 },
  { url: `/print/${ids.firstRecipe}`, status: 200 },
  { url: '/login', status: 200 },
  { url: '/register', status: 200 },
  { url: '/nao-existe', status: 404 },
];

/** The client build's own stylesheet (one file: the build does not split CSS), as the browser build wrote it. */
function clientStylesheet(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'client/.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; css?: string[] }
  >;
  const files = new Set([
    ...(manifest['style.css'] ? [manifest['style.css'].file] : []),
    ...Object.values(manifest).flatMap((chunk) => chunk.css ?? []),
  ]);
  if (files.size === 0) throw new Error('the client build has no stylesheet (client/dist/client/.vite/manifest.json)');
  return [...files].map((file) => fs.readFileSync(path.join(dist, 'client', file), 'utf8')).join('');
}

/** A picture's URLs without drawing or encoding it. */
let pictures = 0;
const placeholderImage = async () => {
  pictures += 1;
  const name = `/uploads/build/${pictures}`;
  return { small: `${name}-small.webp`, medium: `${name}-medium.webp`, original: `${name}-original.webp` };
};

async function main() {
  const started = performance.now();
  // What a production server renders: MUI and Emotion (loaded with the SSR bundle below) pick their production
  // builds, whose class names carry no development labels.
  process.env.NODE_ENV = 'production';
  const baseCss = clientStylesheet();
  const { render } = (await import(pathToFileURL(path.join(dist, 'server/entry-server.js')).href)) as {
    render: Render;
  };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'receitas-stylesheet-'));
  try {
    // A fresh SQLite file whatever the environment says: the sheet depends on the sources alone.
    const config = loadConfig({
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      ADMIN_EMAIL: 'build@receitas.local',
      ADMIN_PASSWORD: crypto.randomBytes(18).toString('base64url'),
      LOG_LEVEL: 'warn',
    });
    const logger = createLogger(config.logLevel);
    await prepareDatabase(config, logger, async (services) => {
      await seedDemoContent(services, logger, { storeImage: placeholderImage });
      const schema = await buildAppSchema(services);
      const recipes = await services.ds.getRepository(Recipe).find({ select: { id: true }, order: { id: 'ASC' } });
      const [category] = await services.ds.getRepository(Category).find({ order: { id: 'ASC' }, take: 1 });
      const [craving] = await services.ds.getRepository(Craving).find({ order: { id: 'ASC' }, take: 1 });
      if (!recipes.length || !category || !craving) throw new Error('the demo content was not seeded');
      const pages: StyleRule[][] = [];
      for (const { url, status } of pagesOf({
        firstRecipe: recipes[0].id,
        lastRecipe: recipes[recipes.length - 1].id,
        category: category.id,
        craving: craving.id,
      })) {
        const context = createRequestContext(services.ds, { requestId: 'build', ip: '127.0.0.1' });
        const out = await render({ url, schema, context, publicUrl: config.publicUrl });
        const failed = out.errors.map((e) => toClientError(e)).filter((e) => e.code !== ErrorCode.NOT_FOUND);
        if (out.status !== status || failed.length)
          throw new Error(`${url} rendered ${out.status} (expected ${status}) ${JSON.stringify(failed)}`);
        // A page's globals (the print page's @page, the frame's scroll padding) would apply to every page.
        pages.push(out.rules.filter((rule) => !rule.global));
      }
      const { rules, conflicts } = mergeRuleOrder(pages);
      const sheet = writeSiteStylesheet(dist, baseCss, rules);
      const kb = (fs.statSync(path.join(dist, 'client', sheet.file)).size / 1024).toFixed(1);
      console.log(
        `Site stylesheet ${sheet.file}: ${kb} KB, ${rules.length} Emotion rules of ${pages.length} pages` +
          `${conflicts ? ` (${conflicts} met in opposite orders: the first page's kept)` : ''}, ` +
          `${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error('build-site-stylesheet:', err);
  process.exit(1);
});
