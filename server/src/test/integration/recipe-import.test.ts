import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { toDbDateTime } from '../../shared/text';
import { createTestDatabase, recipeBody, startTestApp, uploadTestImage, type TestApp } from '../harness';

// The importer against pages served on this machine (IMPORT_ALLOW_PRIVATE_NETWORKS=true lets it fetch loopback), and
// this site's own recipe pages rendered with the real client build: what a page says comes back as the form's fields.
const clientRoot = path.resolve(__dirname, '../../../../client');

const PAGE = (body: string, head = '') =>
  `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

const BOLO = {
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Bolo de Fubá Cremoso',
  description: 'Um bolo de fubá com camada cremosa &amp; macia.',
  author: { '@type': 'Person', name: 'Dona Benta' },
  prepTime: 'PT15M',
  cookTime: 'PT45M',
  recipeYield: ['12', '12 fatias'],
  recipeCategory: ['BOLOS', 'Café da Manhã'],
  recipeCuisine: 'Brasileira',
  keywords: 'bolo, fubá, café da tarde',
  image: '/img/bolo.jpg',
  recipeIngredient: ['2 xícaras (chá) de leite', '1 e 1/2 xícara (chá) de fubá', '3 ovos', 'sal a gosto'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Bata tudo no liquidificador.' },
    { '@type': 'HowToStep', text: 'Asse por 45 minutos a 180 °C.' },
  ],
};

/** A blog on this machine: recipe pages, a page without a recipe, a missing picture, a sitemap index with a .gz. */
async function startBlog(): Promise<{ url: string; requests: string[]; close: () => Promise<void> }> {
  const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#e0a030' } })
    .jpeg()
    .toBuffer();
  const requests: string[] = [];
  let base = '';
  const routes: Record<string, () => { type: string; body: string | Buffer; status?: number }> = {
    '/receita/bolo-de-fuba': () => ({
      type: 'text/html; charset=utf-8',
      body: PAGE(
        '<h1>Bolo de Fubá Cremoso</h1>',
        `<meta property="og:site_name" content="Blog da Vó"><script type="application/ld+json">${JSON.stringify(BOLO)}</script>`,
      ),
    }),
    '/receita/pao-de-queijo': () => ({
      type: 'text/html',
      body: PAGE(
        `<article itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Pão de Queijo</h1>
        <img itemprop="image" src="/img/sumiu.jpg">
        <ul><li itemprop="recipeIngredient">500 g de polvilho azedo</li><li itemprop="recipeIngredient">2 ovos</li></ul>
        <ol><li itemprop="recipeInstructions">Misture tudo.</li><li itemprop="recipeInstructions">Asse até dourar.</li></ol>
        </article>`,
      ),
    }),
    '/receita/sem-receita': () => ({ type: 'text/html', body: PAGE('<h1>Minhas férias</h1><p>Fomos à praia.</p>') }),
    '/img/bolo.jpg': () => ({ type: 'image/jpeg', body: jpeg }),
    '/sitemap_index.xml': () => ({
      type: 'application/xml',
      body: `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
        <sitemap><loc>${base}/post-sitemap.xml.gz</loc></sitemap><sitemap><loc>${base}/page-sitemap.xml</loc></sitemap>
      </sitemapindex>`,
    }),
    '/post-sitemap.xml.gz': () => ({
      type: 'application/octet-stream',
      body: zlib.gzipSync(
        `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
        <url><loc>${base}/receita/bolo-de-fuba</loc></url>
        <url><loc>${base}/receita/bolo-de-fuba?utm_source=feed&amp;utm_medium=rss</loc></url>
        <url><loc>${base}/receita/sem-receita</loc></url>
        <url><loc>${base}/receita/pao-de-queijo</loc></url>
      </urlset>`,
      ),
    }),
    '/page-sitemap.xml': () => ({
      type: 'application/xml',
      body: `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${base}/sobre</loc></url></urlset>`,
    }),
  };
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    const route = routes[(req.url ?? '').split('?')[0]];
    if (!route) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Não encontrada</h1>');
      return;
    }
    const answer = route();
    res.writeHead(answer.status ?? 200, { 'content-type': answer.type }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url: base, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

let app: TestApp;
let admin: string;
let blog: Awaited<ReturnType<typeof startBlog>>;
let bolosId: number;

beforeAll(async () => {
  blog = await startBlog();
  // the site's public address is the one its pages name (their pictures in the structured data): a port known first
  const port = await freePort();
  app = await startTestApp({
    clientRoot,
    env: {
      IMPORT_ALLOW_PRIVATE_NETWORKS: 'true',
      IMPORT_HOST_PAUSE_MS: '0',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  });
  admin = await app.adminToken();
  bolosId = (await app.api('POST', '/api/categories', { token: admin, body: { name: 'Bolos' } })).body.categoryId;
});
afterAll(async () => {
  await app.close();
  await blog.close();
});

const importPage = (body: Record<string, unknown>, token: string | undefined = admin) =>
  app.api('POST', '/api/recipes/import', { token, body });

describe('importing one recipe page', () => {
  it('reads a JSON-LD page into the form fields: parsed ingredients, steps, times, categories matched, the picture', async () => {
    const res = await importPage({ url: `${blog.url}/receita/bolo-de-fuba` });
    expect(res.status).toBe(200);
    const { recipe, source, warnings } = res.body;
    expect(source).toEqual({ url: `${blog.url}/receita/bolo-de-fuba`, siteName: 'Blog da Vó' });
    expect(warnings).toEqual([]);
    expect(recipe).toMatchObject({
      title: 'Bolo de Fubá Cremoso',
      description: 'Um bolo de fubá com camada cremosa & macia.',
      author: 'Dona Benta',
      prepTime: 'PT15M',
      cookTime: 'PT45M',
      totalTime: 'PT1H',
      servings: '12 fatias',
      cuisine: 'Brasileira',
      category: [{ categoryId: bolosId, name: 'Bolos' }],
      suggestedCategories: ['Café da Manhã'],
      tags: [{ name: 'bolo' }, { name: 'fubá' }, { name: 'café da tarde' }],
      imageSourceUrl: `${blog.url}/img/bolo.jpg`,
      sourceUrl: `${blog.url}/receita/bolo-de-fuba`,
      draft: true,
    });
    expect(recipe.ingredients).toEqual([
      { section: '', quantity: '2', unit: 'xícaras (chá)', ingredientName: 'leite' },
      // the amount as the page writes it (as the demo recipes store it); the scaler reads '1 e 1/2' as 1.5
      { section: '', quantity: '1 e 1/2', unit: 'xícara (chá)', ingredientName: 'fubá' },
      { section: '', quantity: '3', unit: '', ingredientName: 'ovos' },
      { section: '', quantity: '', unit: 'a gosto', ingredientName: 'sal' },
    ]);
    expect(recipe.instructions).toEqual([
      { section: '', stepNumber: 1, instructionText: 'Bata tudo no liquidificador.' },
      { section: '', stepNumber: 2, instructionText: 'Asse por 45 minutos a 180 °C.' },
    ]);
  });

  it('reads pasted HTML, its links made absolute against the address given', async () => {
    const html = PAGE(`<script type="application/ld+json">${JSON.stringify(BOLO)}</script>`);
    const res = await importPage({ html, url: 'https://blog.example/receita/bolo' });
    expect(res.status).toBe(200);
    expect(res.body.recipe.imageSourceUrl).toBe('https://blog.example/img/bolo.jpg');
    expect(res.body.source).toEqual({ url: 'https://blog.example/receita/bolo', siteName: 'blog.example' });
  });

  it('says a page without a recipe holds none (422), and refuses readers and strangers', async () => {
    const none = await importPage({ url: `${blog.url}/receita/sem-receita` });
    expect(none.status).toBe(422);
    expect(none.body.message).toBe('Nenhuma receita encontrada nesta página.');
    const missing = await importPage({ url: `${blog.url}/nao-existe` });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe('A página respondeu com o status 404.');
    expect((await importPage({ url: `${blog.url}/receita/bolo-de-fuba` }, '')).status).toBe(401);
    expect((await importPage({ url: `${blog.url}/receita/bolo-de-fuba` }, await app.userToken())).status).toBe(403);
    const bad = await importPage({ url: 'ftp://blog.example/receita' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Informe um endereço http:// ou https:// válido.');
  });

  it('saves the import with its picture downloaded into the media, and knows the page when it comes again', async () => {
    const { recipe } = (await importPage({ url: `${blog.url}/receita/bolo-de-fuba` })).body;
    const saved = await app.api('POST', '/api/recipes', {
      token: admin,
      body: { ...recipe, description: recipe.description, category: recipe.category },
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ draft: true, status: 'DRAFT', sourceUrl: `${blog.url}/receita/bolo-de-fuba` });
    expect(saved.body.imageUrl.medium).toMatch(/^\/uploads\/.*-medium\.webp$/);
    const picture = await fetch(`${app.url}${saved.body.imageUrl.medium}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');

    // the same page with tracking parameters is the same page
    const again = await importPage({ url: `${blog.url}/receita/bolo-de-fuba?utm_source=instagram` });
    expect(again.status).toBe(200);
    expect(again.body.duplicateOf).toEqual({
      recipeId: saved.body.recipeId,
      title: 'Bolo de Fubá Cremoso',
      status: 'DRAFT',
    });
    expect(again.body.warnings[0]).toBe(
      `Esta página já foi importada: "Bolo de Fubá Cremoso" (#${saved.body.recipeId}).`,
    );
  });

  it('gives back every ingredient, step, time, yield and the picture of a recipe page of this site', async () => {
    const { image } = await uploadTestImage(app, admin, {
      width: 1200,
      height: 800,
      background: '#a0522d',
      name: 'bolo.png',
    });
    const body = recipeBody({
      title: 'Torta de Frango Cremosa',
      servings: '8 porções',
      imageUrl: image,
      ingredients: [
        { section: 'Massa', ingredientName: 'farinha de trigo', quantity: '2 1/2', unit: 'xícaras (chá)' },
        { section: 'Massa', ingredientName: 'manteiga gelada', quantity: '200', unit: 'g' },
        { section: 'Massa', ingredientName: 'ovos', quantity: '2', unit: '' },
        { section: 'Recheio', ingredientName: 'peito de frango cozido e desfiado', quantity: '500', unit: 'g' },
        { section: 'Recheio', ingredientName: 'requeijão cremoso', quantity: '1', unit: 'copo' },
        { section: 'Recheio', ingredientName: 'sal', quantity: '', unit: 'a gosto' },
      ],
      instructions: [
        { section: 'Massa', stepNumber: 1, instructionText: 'Misture a farinha e a manteiga até formar uma farofa.' },
        { section: 'Massa', stepNumber: 2, instructionText: 'Junte os ovos e sove até soltar das mãos.' },
        { section: 'Recheio', stepNumber: 1, instructionText: 'Refogue o frango e junte o requeijão.' },
        { section: 'Montagem', stepNumber: 1, instructionText: 'Forre a forma, recheie e asse por 40 minutos.' },
      ],
    });
    const created = await app.api('POST', '/api/recipes', { token: admin, body: body });
    expect(created.status).toBe(201);
    const id = created.body.recipeId;

    const res = await importPage({ url: `${app.url}/recipes/${id}` });
    expect(res.status).toBe(200);
    const { recipe } = res.body;
    expect(recipe.title).toBe('Torta de Frango Cremosa');
    expect(recipe.prepTime).toBe('PT20M');
    expect(recipe.cookTime).toBe('PT25M');
    expect(recipe.totalTime).toBe('PT45M');
    expect(recipe.servings).toBe('8 porções');
    expect(recipe.ingredients).toEqual(
      (body.ingredients as Record<string, string>[]).map(({ section, quantity, unit, ingredientName }) => ({
        section,
        quantity,
        unit,
        ingredientName,
      })),
    );
    expect(recipe.instructions).toEqual(
      (body.instructions as Record<string, unknown>[]).map(({ section, stepNumber, instructionText }) => ({
        section,
        stepNumber,
        instructionText,
      })),
    );
    expect(recipe.imageSourceUrl).toMatch(new RegExp(`^${app.url}/uploads/.*\\.(webp|jpg|avif)$`));
    expect((await fetch(recipe.imageSourceUrl)).status).toBe(200);
  });
});

describe('a site with the default settings', () => {
  it('refuses to fetch this machine or a private network, sending nothing there', async () => {
    const strict = await startTestApp();
    try {
      const token = await strict.adminToken();
      const before = blog.requests.length;
      for (const url of [
        `${blog.url}/receita/bolo-de-fuba`,
        'http://10.0.0.7/receita',
        'http://[::ffff:127.0.0.1]:1/',
      ]) {
        const res = await strict.api('POST', '/api/recipes/import', { token, body: { url } });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          field: 'url',
          message: 'Este endereço aponta para uma rede interna e não pode ser importado.',
        });
      }
      // a recipe naming such a picture is refused too, and nothing is saved
      const saved = await strict.api('POST', '/api/recipes', {
        token,
        body: recipeBody({ imageSourceUrl: `${blog.url}/img/bolo.jpg` }),
      });
      expect(saved.status).toBe(400);
      expect(saved.body).toMatchObject({
        field: 'imageSourceUrl',
        message:
          'Não foi possível baixar a foto da receita: este endereço aponta para uma rede interna e não pode ser importado.',
      });
      expect(blog.requests.length).toBe(before);
    } finally {
      await strict.close();
    }
  });
});

describe('migrating a site', () => {
  const waitForJob = async (jobId: number) => {
    for (let i = 0; i < 300; i += 1) {
      const res = await app.api('GET', `/api/recipes/import/batch/${jobId}`, { token: admin });
      if (!['DISCOVERING', 'RUNNING'].includes(res.body.status)) return res.body;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the job did not end');
  };

  it('imports every recipe page a sitemap index lists under the prefix: drafts, a duplicate, a failure with its reason', async () => {
    const started = await app.api('POST', '/api/recipes/import/batch', {
      token: admin,
      body: { sitemapUrl: `${blog.url}/sitemap_index.xml`, pathPrefix: '/receita/' },
    });
    expect(started.status).toBe(202);
    const job = await waitForJob(started.body.jobId);
    expect(job).toMatchObject({ status: 'DONE', total: 3, done: 3, failed: 1, duplicates: 1, imported: 1 });
    const byUrl = Object.fromEntries(job.items.map((item: { url: string }) => [item.url.replace(blog.url, ''), item]));
    expect(Object.keys(byUrl)).toEqual(['/receita/bolo-de-fuba', '/receita/sem-receita', '/receita/pao-de-queijo']);
    expect(byUrl['/receita/bolo-de-fuba']).toMatchObject({ status: 'duplicate', recipeId: expect.any(Number) });
    expect(byUrl['/receita/sem-receita']).toEqual({
      url: `${blog.url}/receita/sem-receita`,
      status: 'failed',
      error: 'Nenhuma receita encontrada nesta página.',
    });
    const pao = byUrl['/receita/pao-de-queijo'];
    expect(pao.status).toBe('imported');
    expect(pao.warning).toMatch(/^Importada sem foto\./);
    const draft = await app.api('GET', `/api/recipes/${pao.recipeId}`, { token: admin });
    expect(draft.body).toMatchObject({ title: 'Pão de Queijo', draft: true, imageUrl: null });
    expect(draft.body.ingredients).toEqual([
      expect.objectContaining({ quantity: '500', unit: 'g', ingredientName: 'polvilho azedo' }),
      expect.objectContaining({ quantity: '2', unit: '', ingredientName: 'ovos' }),
    ]);
    // the page outside the prefix was never asked for
    expect(blog.requests).not.toContain('/sobre');
  });

  it('refuses a sitemap that lists nothing under the prefix, and bad lists, with their reasons', async () => {
    const started = await app.api('POST', '/api/recipes/import/batch', {
      token: admin,
      body: { sitemapUrl: `${blog.url}/sitemap_index.xml`, pathPrefix: '/nada/' },
    });
    const job = await waitForJob(started.body.jobId);
    expect(job).toMatchObject({ status: 'FAILED', error: 'O sitemap não lista nenhuma página que comece com /nada/.' });
    const bad = await app.api('POST', '/api/recipes/import/batch', {
      token: admin,
      body: { urls: [`${blog.url}/a`, 'nao-e-endereco'] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Endereço inválido na linha 2: nao-e-endereco');
    expect(
      (await app.api('POST', '/api/recipes/import/batch', { token: await app.userToken(), body: { urls: [blog.url] } }))
        .status,
    ).toBe(403);
  });
});

describe('a migration whose process died', () => {
  it('is taken over once its claim is old, and goes on from its first pending page', async () => {
    const jobs = app.server.services.importJobs;
    jobs.automatic = false;
    try {
      const started = await app.api('POST', '/api/recipes/import/batch', {
        token: admin,
        body: { urls: [`${blog.url}/receita/sem-receita`] },
      });
      expect(started.status).toBe(202);
      const { jobId } = started.body;
      // another process took it a minute ago and renewed nothing since: it still counts as alive
      const recent = new Date(Date.now() - 60_000);
      await app.server.ds.query('UPDATE import_jobs SET claimedAt = ? WHERE id = ?', [toDbDateTime(recent), jobId]);
      expect(await jobs.runPending()).toBe(0);
      // ten minutes without a renewal: that process is gone, this one takes the job over
      const stale = new Date(Date.now() - 10 * 60_000);
      await app.server.ds.query('UPDATE import_jobs SET claimedAt = ? WHERE id = ?', [toDbDateTime(stale), jobId]);
      expect(await jobs.runPending()).toBe(1);
      const job = (await app.api('GET', `/api/recipes/import/batch/${jobId}`, { token: admin })).body;
      expect(job).toMatchObject({ status: 'DONE', total: 1, failed: 1 });
    } finally {
      jobs.automatic = true;
    }
  });
});

describe('a migration and a restart', () => {
  it('goes on after the server stops in the middle of it, where it stopped', async () => {
    const database = process.env.TEST_DATABASE_URL
      ? await createTestDatabase(process.env.TEST_DATABASE_URL)
      : undefined;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'receitas-import-restart-'));
    const env = { IMPORT_ALLOW_PRIVATE_NETWORKS: 'true', IMPORT_HOST_PAUSE_MS: '0', DATA_DIR: dataDir };
    try {
      const first = await startTestApp({ env, database });
      first.server.services.importJobs.automatic = false; // the process "stops" before any page
      const token = await first.adminToken();
      const started = await first.api('POST', '/api/recipes/import/batch', {
        token,
        body: { urls: [`${blog.url}/receita/pao-de-queijo`, `${blog.url}/receita/sem-receita`] },
      });
      expect(started.status).toBe(202);
      await first.close();

      const second = await startTestApp({ env, database });
      try {
        await second.server.services.importJobs.settled();
        const admin2 = await second.adminToken();
        let job = (await second.api('GET', `/api/recipes/import/batch/${started.body.jobId}`, { token: admin2 })).body;
        for (let i = 0; i < 100 && job.status === 'RUNNING'; i += 1) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          job = (await second.api('GET', `/api/recipes/import/batch/${started.body.jobId}`, { token: admin2 })).body;
        }
        expect(job).toMatchObject({ status: 'DONE', total: 2, imported: 1, failed: 1 });
      } finally {
        await second.close();
      }
    } finally {
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
