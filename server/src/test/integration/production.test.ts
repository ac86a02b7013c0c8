import http from 'node:http';
import { ADMIN, recipeBody } from '../harness';
import { startBuiltServer, type BuiltServer } from '../built-server';

// The built server started the way `npm start` starts it (no NODE_ENV exported, one worker per core, two here).

let server: BuiltServer;
let stopStarting: (() => Promise<void>) | undefined;
// Two workers start on two cores: seconds when idle, minutes when the machine is loaded.
beforeAll(async () => {
  server = await startBuiltServer({ webConcurrency: 2, onSpawn: (stop) => (stopStarting = stop) });
}, 300_000);
afterAll(async () => {
  await (server?.stop ?? stopStarting)?.();
});

const page = async (p: string) => {
  const res = await fetch(`${server.url}${p}`, { headers: { accept: 'text/html' } });
  return { status: res.status, text: await res.text(), cache: res.headers.get('x-page-cache') };
};

const api = async (method: string, p: string, body?: unknown, token?: string) => {
  const res = await fetch(`${server.url}${p}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
};

describe('npm start (built server, two workers)', () => {
  let token: string;
  let recipeId: number;

  it('serves pages from several worker processes sharing one port', async () => {
    token = (await api('POST', '/api/user/login', ADMIN)).body.token;
    recipeId = (await api('POST', '/api/recipes', recipeBody({ title: 'Bolo de Fubá' }), token)).body.recipeId;
    const pages = [];
    for (let i = 0; i < 6; i++) pages.push(await page(`/recipes/${recipeId}`));
    expect(pages.every((p) => p.status === 200 && p.text.includes('Bolo de Fubá'))).toBe(true);
    // each worker keeps its own copy: at most one render per worker, every other answer from memory
    expect(pages.filter((p) => p.cache === 'MISS').length).toBeLessThanOrEqual(2);
    expect(pages.filter((p) => p.cache === 'HIT').length).toBeGreaterThanOrEqual(4);
  });

  it('shows a content write on the next request whichever worker answers it', async () => {
    const put = await api('PUT', `/api/recipes/${recipeId}`, { title: 'Bolo de Fubá Cremoso' }, token);
    expect(put.status).toBe(200);
    for (let i = 0; i < 6; i++) {
      const { text } = await page(`/recipes/${recipeId}`);
      expect(text).toContain('Bolo de Fubá Cremoso');
    }
  });

  it('counts a rate limit once across workers (failed logins from one address)', async () => {
    const statuses = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await api('POST', '/api/user/login', { email: ADMIN.email, password: 'senha-errada-1' })).status);
    }
    // 5 failures are allowed from one address for one account in 15 minutes, whichever worker counted them
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('links one hashed stylesheet, kept for good, and inlines only the rules it lacks (production render)', async () => {
    const { text: html } = await page(`/recipes/${recipeId}`);
    const head = html.slice(0, html.indexOf('</head>'));
    const links = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map(([, href]) => href);
    expect(links).toEqual([expect.stringMatching(/^\/assets\/site-[\w-]{10}\.css$/)]);
    const res = await fetch(`${server.url}${links[0]}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/css/);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const sheet = await res.text();
    expect(sheet).toContain('@font-face');
    // every Emotion class of the page is named in its style tags (the browser inserts none of them again), and the
    // CSS there is only what the sheet does not hold
    const tags = [...head.matchAll(/<style data-emotion="css(?:-global)? ([^"]*)">([^<]*)<\/style>/g)];
    const named = new Set(tags.flatMap(([, ids]) => ids.split(' ')));
    const [, , inlineCss] = tags.find(([tag]) => tag.startsWith('<style data-emotion="css '))!;
    const classes = new Set([...html.matchAll(/class="[^"]*\bcss-([\w-]+)/g)].map(([, id]) => id));
    expect(classes.size).toBeGreaterThan(50);
    expect([...classes].filter((id) => !named.has(id))).toEqual([]);
    const inSheet = (id: string) => sheet.includes(`.css-${id}{`);
    const inlined = [...inlineCss.matchAll(/\.css-([\w-]+)\{/g)].map(([, id]) => id);
    expect(inlined.filter(inSheet)).toEqual([]);
    // (css-0 is Emotion's class for no styles at all)
    expect([...classes].filter((id) => id !== '0' && !inSheet(id) && !inlined.includes(id))).toEqual([]);
    // the sheet was made from the demo's recipe pages: this one inlines only the little they lack (its photo's
    // placeholder, its ingredient sections' headings)
    expect(inlined.length).toBeGreaterThan(0);
    expect(inlined.length).toBeLessThan(classes.size / 10);
  });

  // Last: it stops the server.
  it('on SIGTERM, answers in full every request already sent (keep-alive connections too), then exits 0', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 40 });
    const get = (p: string) =>
      new Promise<{ status?: number; connection?: string; error?: string }>((resolve) => {
        http
          .get(`${server.url}${p}`, { agent, headers: { accept: 'text/html' } }, (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection }));
          })
          .on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
      });
    // Open the keep-alive connections first, so the burst below goes over sockets the server already holds.
    await Promise.all(Array.from({ length: 40 }, (_, i) => get(`/api/recipes/${recipeId}?warm=${i}`)));
    const paths = Array.from({ length: 40 }, (_, i) => (i % 2 ? `/recipes/${recipeId}?n=${i}` : `/api/recipes?n=${i}`));
    const burst = paths.map(get);
    await Promise.race(burst);
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');
    const answers = await Promise.all(burst);
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    expect(await exited).toBe(0);
    agent.destroy();
  }, 120_000);
});
