import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { ZipFile } from 'yazl';
import { createRequestContext } from '../../graphql/context';
import { importArchive } from '../../modules/import/archive/import-archive';
import { ImportItemStatus } from '../../modules/import/import-job.entity';
import { recipeBody, startTestApp, type TestApp } from '../harness';

// A recipe in the trash still counts for the importers (one page, a site migration, an archive): imported again, it
// would come back twice once restored. The creator is told it is in the Lixeira, to restore it instead.
let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.adminToken();
  // the jobs run when the test says (runPending), never in the background
  app.server.services.importJobs.automatic = false;
});
afterAll(() => app.close());

const ctx = () => createRequestContext(app.server.ds, { requestId: 'recipe-import-trash' });
const inTrash = (title: string, id: number) =>
  `Esta página já foi importada: "${title}" (#${id}), e a receita está na Lixeira: restaure-a em vez de importar de novo.`;

async function recipe(title: string, sourceUrl: string | null = null): Promise<number> {
  const res = await app.api('POST', '/api/recipes', { token: admin, body: recipeBody({ title, sourceUrl }) });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.recipeId;
}

async function trashed(title: string, sourceUrl: string | null = null): Promise<number> {
  const id = await recipe(title, sourceUrl);
  expect((await app.api('DELETE', `/api/recipes/${id}`, { token: admin })).status).toBe(204);
  return id;
}

const page = (name: string) =>
  `<!doctype html><html lang="pt-BR"><head><script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name,
    recipeIngredient: ['2 xícaras de farinha de milho', 'sal a gosto'],
    recipeInstructions: [{ '@type': 'HowToStep', text: 'Misture e cozinhe no vapor.' }],
  })}</script></head><body><h1>${name}</h1></body></html>`;

describe('importing a page whose recipe is in the trash', () => {
  it('names the recipe in the trash as the duplicate, telling the creator to restore it', async () => {
    const url = 'https://blog.exemplo.com.br/receita/cuscuz-paulista';
    const id = await trashed('Cuscuz Paulista', url);
    const read = await app.server.services.imports.read(page('Cuscuz Paulista'), `${url}?utm_source=instagram`);
    expect(read.duplicateOf).toMatchObject({ id, deletedAt: expect.any(Date) });
    expect(read.warnings[0]).toBe(inTrash('Cuscuz Paulista', id));
  });

  it('names a live recipe of the same page first, as before', async () => {
    const url = 'https://blog.exemplo.com.br/receita/cuscuz-de-tapioca';
    await trashed('Cuscuz de Tapioca', url);
    const live = await recipe('Cuscuz de Tapioca (nova)', url);
    const read = await app.server.services.imports.read(page('Cuscuz de Tapioca'), url);
    expect(read.duplicateOf).toMatchObject({ id: live, deletedAt: null });
    expect(read.warnings[0]).toBe(`Esta página já foi importada: "Cuscuz de Tapioca (nova)" (#${live}).`);
  });
});

describe('a site migration meeting a recipe in the trash', () => {
  it('counts the page as a duplicate of it, with the advice to restore it, and fetches nothing', async () => {
    const url = 'https://blog.exemplo.com.br/receita/pamonha-doce';
    const id = await trashed('Pamonha Doce', url);
    const live = 'https://blog.exemplo.com.br/receita/curau';
    const curau = await recipe('Curau', live);
    const jobs = app.server.services.importJobs;
    const job = await jobs.start(ctx(), { urls: [`${url}#comentarios`, live] });
    expect(await jobs.runPending()).toBe(2);
    const items = await jobs.items(job.id);
    expect(items.map(({ status, recipeId, warning, error }) => ({ status, recipeId, warning, error }))).toEqual([
      { status: ImportItemStatus.DUPLICATE, recipeId: id, warning: inTrash('Pamonha Doce', id), error: null },
      { status: ImportItemStatus.DUPLICATE, recipeId: curau, warning: null, error: null },
    ]);
    expect(await jobs.progress(await jobs.get(job.id))).toMatchObject({ duplicates: 2, imported: 0, failed: 0 });
  });
});

describe('an archive holding a recipe that is in the trash', () => {
  it('skips it as a duplicate and says it is in the Lixeira', async () => {
    const id = await trashed('Quindim de Maracujá');
    const file = path.join(app.dataDir, 'lixeira.zip');
    const zip = new ZipFile();
    const recipeFile = (name: string) =>
      Buffer.from(
        JSON.stringify({
          '@context': 'https://schema.org',
          '@type': 'Recipe',
          name,
          recipeIngredient: ['4 gemas', '1 xícara de açúcar'],
          recipeInstructions: [{ '@type': 'HowToStep', text: 'Misture e asse em banho-maria.' }],
        }),
      );
    zip.addBuffer(recipeFile('QUINDIM DE MARACUJA'), 'receitas/1-quindim-de-maracuja.json');
    zip.addBuffer(recipeFile('Bom-bocado de Coco'), 'receitas/2-bom-bocado-de-coco.json');
    zip.end();
    await new Promise<void>((resolve, reject) =>
      zip.outputStream.pipe(fs.createWriteStream(file)).on('finish', resolve).on('error', reject),
    );
    const { ds, services } = app.server;
    const { media, recipes, categories } = services;
    const deps = { ds, media, recipes, categories, logger: pino({ level: 'silent' }) };
    const summary = await importArchive(deps, ctx(), file);
    expect(summary).toMatchObject({ created: 1, duplicates: 1, failed: 0 });
    expect(summary.recipes[0]).toEqual({ file: 'receitas/1-quindim-de-maracuja.json', status: 'duplicate' });
    expect(summary.warnings).toContain(
      `receitas/1-quindim-de-maracuja.json: a receita "QUINDIM DE MARACUJA" (#${id}) está na Lixeira: ` +
        'restaure-a em vez de importar de novo.',
    );
  });
});
