import path from 'node:path';
import { startTestApp, type TestApp } from '../harness';

// Spec §4 advertising script: the configured googleAdsenseScript in the head of public pages, once, with the page's
// CSP nonce; never on the dashboard. Renders through the real client build (npm test builds it first).
const clientRoot = path.resolve(__dirname, '../../../../client');

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp({ clientRoot });
  admin = await app.adminToken();
});
afterAll(() => app.close());

const setAdScript = async (googleAdsenseScript: string | null) => {
  const current = (await app.api('GET', '/api/admin/configurations', { token: admin })).body;
  const saved = await app.api('PUT', '/api/admin/configurations', {
    token: admin,
    body: { ...current, googleAdsenseScript },
  });
  expect(saved.status).toBe(200);
};

const page = async (p: string) => {
  const res = await fetch(`${app.url}${p}`, { headers: { accept: 'text/html' } });
  const html = await res.text();
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)![1];
  const policy = res.headers.get('content-security-policy') ?? '';
  const scriptSrc = /script-src ([^;]*)/.exec(policy)![1].split(' ');
  const adTags = [...html.matchAll(/<script data-ad-script([^>]*)>([\s\S]*?)<\/script>/g)];
  return { status: res.status, html, head, scriptSrc, adTags };
};

const nonceOf = (attributes: string) => / nonce="([^"]+)"/.exec(attributes)?.[1];

describe('advertising script', () => {
  it('adds nothing, and leaves the policy alone, when the setting is empty', async () => {
    await setAdScript('   ');
    const home = await page('/');
    expect(home.adTags).toHaveLength(0);
    expect(home.scriptSrc).toEqual(["'self'", expect.stringMatching(/^'sha256-/)]);
  });

  it('puts raw script text in the head once, with a nonce the page’s policy allows', async () => {
    await setAdScript('window.adsbygoogle = window.adsbygoogle || []; // </script><b>not markup</b>');
    for (const p of ['/', '/about', '/recipes']) {
      const { status, head, html, scriptSrc, adTags } = await page(p);
      expect(status).toBe(200);
      expect(adTags).toHaveLength(1);
      expect(head).toContain('<script data-ad-script');
      const [, attributes, code] = adTags[0];
      expect(code).toBe('window.adsbygoogle = window.adsbygoogle || []; // <\\/script><b>not markup</b>');
      expect(html).not.toContain('</script><b>');
      const nonce = nonceOf(attributes)!;
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(scriptSrc).toContain(`'nonce-${nonce}'`);
      expect(scriptSrc).toContain("'strict-dynamic'"); // what the ad script loads may run too
    }
  });

  it('accepts a script tag with src (https only), keeps the page’s nonce on a cached copy, and skips the dashboard', async () => {
    await setAdScript(
      '<script async src="https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1&amp;x=1" crossorigin="anonymous"></script>',
    );
    const first = await page('/');
    expect(first.adTags).toHaveLength(1);
    const [, attributes, code] = first.adTags[0];
    expect(attributes).toContain(
      ' src="https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1&amp;x=1" async crossorigin="anonymous"',
    );
    expect(code).toBe('');
    // The second reader gets the cached page: its nonce and the policy still agree.
    const second = await page('/');
    expect(second.scriptSrc).toContain(`'nonce-${nonceOf(second.adTags[0][1])}'`);

    const dashboard = await page('/dashboard');
    expect(dashboard.adTags).toHaveLength(0);
    expect(dashboard.scriptSrc.some((source) => source.startsWith("'nonce-"))).toBe(false);

    await setAdScript('<script src="http://inseguro.example/ads.js"></script>');
    expect((await page('/')).adTags).toHaveLength(0);
  });
});
