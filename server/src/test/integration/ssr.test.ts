import path from 'node:path';
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
    expect(html).toMatch(/<script nonce="[^"]+">window.__APOLLO_STATE__=/);
    expect(html).not.toContain('<Mineiro>');
  });

  it('answers 404 with a real page for an unknown recipe or path', async () => {
    for (const p of ['/recipes/999999', '/recipes/abc', '/nao-existe']) {
      const { status, html } = await page(p);
      expect(status).toBe(404);
      expect(html).toContain('<html lang="pt-BR">');
      // the browser needs the status to hydrate the same 404 page (the query error is not in the embedded cache)
      expect(html).toContain('window.__RENDER_STATUS__=404</script>');
    }
  });

  it('renders the home page with real recipes and escapes the embedded state', async () => {
    const { status, html } = await page('/');
    expect(status).toBe(200);
    expect(html).toContain('Pão de Queijo &lt;Mineiro&gt;');
    const state = /window.__APOLLO_STATE__=(.*?);window.__RENDER_STATUS__=200<\/script>/.exec(html)![1];
    expect(state).not.toContain('<');
    expect(JSON.parse(state)).toHaveProperty('ROOT_QUERY');
  });

  it('sends the content security policy with the nonce of the inline state script', async () => {
    const { html, headers } = await page('/');
    const nonce = /<script nonce="([^"]+)">/.exec(html)![1];
    expect(headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
  });
});
