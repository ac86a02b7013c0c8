import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { recipeBody, startTestApp, type TestApp } from '../harness';

// Renders public pages through the running app with the real client build (npm test builds it first).
const clientRoot = path.resolve(__dirname, '../../../../client');

let app: TestApp;
let recipeId: number;
beforeAll(async () => {
  app = await startTestApp({ clientRoot });
  const admin = await app.adminToken();
  recipeId = (
    await app.api('POST', '/api/recipes', { token: admin, body: recipeBody({ title: 'Pão de Queijo <Mineiro>' }) })
  ).body.recipeId;
});
afterAll(() => app.close());

const serverState = (html: string) =>
  JSON.parse(/<script type="application\/json" id="__SERVER_STATE__">(.*?)<\/script>/.exec(html)![1]) as {
    status: number;
  };

const page = async (p: string) => {
  const res = await fetch(`${app.url}${p}`, { headers: { accept: 'text/html' } });
  return { status: res.status, html: await res.text(), headers: res.headers };
};

describe('server-side rendering', () => {
  it('renders a recipe with its title, ingredients and steps in the HTML, head tags included', async () => {
    const { status, html, headers } = await page(`/recipes/${recipeId}`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/text\/html/);
    expect(html).toMatch(/^<!doctype html>\s*<html lang="pt-BR">/);
    expect(html).toContain('<title>Pão de Queijo &lt;Mineiro&gt; | Receitas da Marina</title>');
    expect(html).toContain('polvilho azedo');
    expect(html).toContain('Escalde o polvilho com o leite fervente.');
    expect(html).toMatch(/<meta name="description" content="Casquinha crocante e miolo puxa-puxa."/);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/recipes/${recipeId}"`));
    expect(html).toMatch(/<meta property="og:title" content="Pão de Queijo &lt;Mineiro&gt; \| Receitas da Marina"/);
    expect(html).toMatch(/<meta name="twitter:card"/);
    expect(html).toContain('"@type":"Recipe"');
    expect(html).toContain('<script type="application/json" id="__SERVER_STATE__">');
    expect(html).not.toContain('<Mineiro>');
  });

  it('loads the shell, the landing page’s own chunks and the deferred footer together, after the content', async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(clientRoot, 'dist/client/.vite/manifest.json'), 'utf8'));
    const file = (key: string) => `/${manifest[key].file}`;
    const loader = (html: string) => {
      const tag = /<script data-entry="([^"]*)" data-preload="([^"]*)"[^>]*>/.exec(html);
      expect(tag).not.toBeNull();
      return { entry: tag![1], preload: tag![2].split(' ') };
    };
    // The content paints first: no module is fetched by the HTML itself, the loader asks for them all at once.
    const { html } = await page(`/recipes/${recipeId}`);
    expect(html).not.toMatch(/<link rel="modulepreload"|<script type="module"/);
    const recipe = loader(html);
    expect(recipe.entry).toBe(file('src/entry-client.tsx'));
    expect(recipe.preload).toEqual(
      expect.arrayContaining([file('src/features/recipe/RecipePage.tsx'), file('src/features/layout/SiteFooter.tsx')]),
    );
    expect(recipe.preload).not.toContain(file('src/features/home/HomePage.tsx'));
    const login = loader((await page('/login')).html);
    expect(login.preload).toContain(file('src/features/auth/LoginPage.tsx'));
    expect(login.preload).not.toContain(file('src/features/layout/SiteFooter.tsx'));
    // every file the loader names exists in the build
    for (const href of [...recipe.preload, recipe.entry]) {
      expect(fs.existsSync(path.join(clientRoot, 'dist/client', href))).toBe(true);
    }
  });

  it("asks for a reader's page code when they reach for it, the home page's and the dashboard's once painted, and counts a recipe's view from the page", async () => {
    const loader = (html: string) => /<script data-entry="[^"]*" data-preload="[^"]*"([^>]*)>/.exec(html)?.[1] ?? '';
    expect(loader((await page(`/recipes/${recipeId}`)).html)).toBe(` data-start="intent" data-view="${recipeId}"`);
    expect(loader((await page('/recipes')).html)).toBe(' data-start="intent"');
    expect(loader((await page('/')).html)).toBe(' data-start="invitation"');
    expect(loader((await page('/dashboard')).html)).toBe(' data-start="paint"');
    // a recipe that is not there counts nothing
    const missing = await page('/recipes/999999');
    expect(missing.status).toBe(404);
    expect(loader(missing.html)).toBe(' data-start="intent"');
  });

  it('brings the typefaces with the page and paints only once its whole body is parsed', async () => {
    const { html } = await page(`/recipes/${recipeId}`);
    const head = html.slice(0, html.indexOf('</head>'));
    // @font-face in the one stylesheet the head links (render-blocking: the faces are declared before the first
    // paint), never swapping a face in late
    const sheets = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map(([, href]) => href);
    expect(sheets).toHaveLength(1);
    const sheet = await (await fetch(`${app.url}${sheets[0]}`)).text();
    const faces = sheet.match(/@font-face\{[^}]*\}/g) ?? [];
    const families = new Set(faces.map((face) => /font-family:([^;]*)/.exec(face)![1].replace(/['"]/g, '')));
    expect([...families].sort()).toEqual(['Inter', 'Playfair Display']);
    for (const face of faces) expect(face).toContain('font-display:optional');
    // each Latin face is asked for with the page on a wide screen, from a file the build has (a phone's lead picture
    // gets the link to itself)
    const preloads = [
      ...head.matchAll(
        /<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin media="\(min-width: 900px\)">/g,
      ),
    ];
    expect(
      preloads.map(([, href]) => /\/(inter|playfair-display)-latin-(\d+)-/.exec(href)!.slice(1).join(' ')),
    ).toEqual(expect.arrayContaining(['inter 400', 'inter 600', 'playfair-display 600', 'playfair-display 700']));
    for (const [, href] of preloads) {
      expect(fs.existsSync(path.join(clientRoot, 'dist/client', href))).toBe(true);
      expect(sheet).toContain(`url(${href})`);
    }
    expect(head).toContain('<link rel="expect" href="#root-end" blocking="render">');
    expect(html).toMatch(
      /<div id="root">[\s\S]*<\/div><template id="root-end"><\/template>\n<script type="application\/json"/,
    );
  });

  it('answers 404 with a real page for an unknown recipe or path', async () => {
    for (const p of ['/recipes/999999', '/recipes/abc', '/nao-existe']) {
      const { status, html } = await page(p);
      expect(status).toBe(404);
      expect(html).toContain('<html lang="pt-BR">');
      // the browser needs the status to hydrate the same 404 page (the query error is not in the embedded cache)
      expect(serverState(html).status).toBe(404);
    }
  });

  it('serves an admin preview as an empty noindex shell, whoever asks (the signed-in browser fills it in)', async () => {
    const admin = await app.adminToken();
    const scheduled = (
      await app.api('POST', '/api/recipes', {
        token: admin,
        body: recipeBody({ title: 'Panetone Secreto', datePublished: '2099-12-01' }),
      })
    ).body.recipeId;
    const visitors: Record<string, string>[] = [{}, { authorization: `Bearer ${admin}` }];
    for (const headers of visitors) {
      app.server.pages.forgetAll(); // a fresh render, which says how it went
      const res = await fetch(`${app.url}/preview/recipes/${scheduled}`, {
        headers: { accept: 'text/html', ...headers },
      });
      const html = await res.text();
      expect(res.status).toBe(200);
      expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('Panetone Secreto');
      // no query ran: nothing of the recipe (nor of the public frame) is in the embedded state
      expect(JSON.stringify(serverState(html))).not.toContain('Recipe');
      expect(res.headers.get('server-timing')).toMatch(/desc="1 pass"/);
    }
  });

  it('renders the home page with real recipes and escapes the embedded state', async () => {
    const { status, html } = await page('/');
    expect(status).toBe(200);
    expect(html).toContain('Pão de Queijo &lt;Mineiro&gt;');
    const state = /<script type="application\/json" id="__SERVER_STATE__">(.*?)<\/script>/.exec(html)![1];
    expect(state).not.toContain('<');
    expect(JSON.parse(state).status).toBe(200);
    expect(JSON.parse(state).apollo).toHaveProperty('ROOT_QUERY');
  });

  it('runs one inline script, the same on every page, which the policy allows by its hash and nothing else', async () => {
    const pages = await Promise.all(['/', `/recipes/${recipeId}`, '/recipes', '/login'].map(page));
    const inline = new Set<string>();
    for (const { html, headers } of pages) {
      const policy = headers.get('content-security-policy')!;
      const scriptSrc = /script-src ([^;]*)/.exec(policy)![1].split(' ');
      expect(scriptSrc).toEqual(["'self'", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/)]);
      for (const [, attributes, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (/type="application\/(json|ld\+json)"/.test(attributes)) continue; // data the browser does not run
        expect(attributes).not.toMatch(/ src=/); // the page's modules are added by the loader, not by the HTML
        inline.add(body);
        const hash = crypto.createHash('sha256').update(body).digest('base64');
        expect(scriptSrc[1]).toBe(`'sha256-${hash}'`);
      }
    }
    expect(inline.size).toBe(1);
  });

  it('renders each public page in one pass: its data is loaded before the tree renders', async () => {
    const admin = await app.adminToken();
    const category = (
      await app.api('POST', '/api/categories', { token: admin, body: { name: 'Salgados', description: 'Lanches' } })
    ).body;
    await app.api('PUT', `/api/recipes/${recipeId}`, {
      token: admin,
      body: { categories: [{ categoryId: category.categoryId }] },
    });
    for (const p of [
      '/',
      `/recipes/${recipeId}`,
      '/recipes',
      `/recipes?p.${category.categoryId}=2`,
      '/recipe-filter?skill=EASY',
      `/category/${category.categoryId}`,
      '/e-book',
      '/about',
      `/print/${recipeId}`,
      '/login',
    ]) {
      // A fresh render, which says how it went.
      app.server.pages.forgetAll();
      const res = await fetch(`${app.url}${p}`, {
        headers: { accept: 'text/html' },
      });
      expect([p, res.headers.get('server-timing')]).toEqual([p, expect.stringMatching(/desc="1 pass"/)]);
    }
  });

  describe('compression', () => {
    // Raw bytes as the browser receives them (fetch would decode them).
    const raw = (p: string, headers: Record<string, string>) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(`${app.url}${p}`, { headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
            );
          })
          .on('error', reject);
      });
    const manifest = JSON.parse(fs.readFileSync(path.join(clientRoot, 'dist/client/.vite/manifest.json'), 'utf8'));
    const entry = Object.values(manifest as Record<string, { isEntry?: boolean; imports?: string[] }>).find(
      (c) => c.isEntry,
    )!;
    const shell = `/${manifest[entry.imports!.find((k) => manifest[k].file.includes('shell'))!].file}`;
    const original = () => fs.readFileSync(path.join(clientRoot, 'dist/client', shell));

    it('sends the build’s Brotli copy of a script to a browser that accepts it, the gzip copy otherwise', async () => {
      const br = await raw(shell, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(br.headers.vary).toMatch(/Accept-Encoding/i);
      expect(br.headers['cache-control']).toContain('immutable');
      expect(zlib.brotliDecompressSync(br.body).equals(original())).toBe(true);
      expect(br.body.length).toBeLessThan(original().length / 3);

      const gz = await raw(shell, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.body).equals(original())).toBe(true);

      const plain = await raw(shell, { 'accept-encoding': 'identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.equals(original())).toBe(true);
    });

    it('compresses server-rendered pages and API answers on the fly', async () => {
      const html = await raw('/', { accept: 'text/html', 'accept-encoding': 'gzip' });
      expect(html.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(html.body).toString()).toContain('<html lang="pt-BR">');
      const api = await raw('/api/recipes', { 'accept-encoding': 'br' });
      expect(api.headers['content-encoding']).toBe('br');
      expect(Array.isArray(JSON.parse(zlib.brotliDecompressSync(api.body).toString()))).toBe(true);
    });
  });
});

describe('the about page (last: it adds recipes)', () => {
  it("shows the readers' most popular recipes as its favourites, and each press article with a picture", async () => {
    const admin = await app.adminToken();
    const pictured = (n: number) => ({
      imageUrl: {
        small: `https://cdn.exemplo.com/fav${n}-s.jpg`,
        medium: `https://cdn.exemplo.com/fav${n}-m.jpg`,
        original: `https://cdn.exemplo.com/fav${n}.jpg`,
      },
    });
    const ids: number[] = [];
    for (const n of [1, 2, 3]) {
      const body = recipeBody({ title: `Favorita ${n}`, ...pictured(n) });
      ids.push((await app.api('POST', '/api/recipes', { token: admin, body })).body.recipeId);
    }
    // A reader's visit makes the oldest of them the most popular (the newest lead the other lists).
    expect((await app.gql(`mutation { recordRecipeView(id: ${ids[0]}) }`)).errors).toBeUndefined();
    const top = (
      await app.gql<{ topRecipes: { recipeId: number }[] }>('{ topRecipes(limit: 4) { recipeId } }')
    ).data!.topRecipes.map((r) => r.recipeId);
    expect(top[0]).toBe(ids[0]);

    await page('/about');
    await app.server.pages.settled();
    const { html } = await page('/about');
    const favourites = html.slice(html.indexOf('minhas receitas favoritas'));
    const linked = [...new Set([...favourites.matchAll(/href="\/recipes\/(\d+)"/g)].map((m) => Number(m[1])))];
    expect(linked.slice(0, top.length)).toEqual(top);
    // 'Na imprensa': three article links, each with its picture.
    const press = html.slice(html.indexOf('id="press-title"'), html.indexOf('minhas receitas favoritas'));
    expect(press.match(/<a [^>]*target="_blank"/g)).toHaveLength(3);
    expect(press.match(/<img /g)).toHaveLength(3);
  });
});
