import path from 'node:path';
import { startTestApp, type TestApp } from '../harness';

// Spec §4 advertising script: the configured googleAdsenseScript in the head of public pages, once, with the page's
// CSP nonce, and a policy that lets it frame, load and call what AdSense (and AD_EXTRA_ORIGINS) needs; never on the
// dashboard, previews or account pages, nor for an admin's request. Renders through the real client build (npm test
// builds it first).
const clientRoot = path.resolve(__dirname, '../../../../client');
const EXTRA = 'https://ads.rede.example';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp({ clientRoot, env: { AD_EXTRA_ORIGINS: `${EXTRA}, https://*.cdn.rede.example` } });
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

const page = async (p: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${app.url}${p}`, { headers: { accept: 'text/html', ...headers } });
  const html = await res.text();
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)![1];
  const policy = res.headers.get('content-security-policy') ?? '';
  const sources = (name: string) => new RegExp(`(?:^|;)${name} ([^;]*)`).exec(policy)?.[1].split(' ') ?? [];
  const adTags = [...html.matchAll(/<script data-ad-script([^>]*)>([\s\S]*?)<\/script>/g)];
  return { status: res.status, headers: res.headers, html, head, scriptSrc: sources('script-src'), sources, adTags };
};

const nonceOf = (attributes: string) => / nonce="([^"]+)"/.exec(attributes)?.[1];

/** The strict policy every page has without the advertising script: no nonce, no third party. */
const expectStrictPolicy = (p: Awaited<ReturnType<typeof page>>) => {
  expect(p.adTags).toHaveLength(0);
  expect(p.scriptSrc).toEqual(["'self'", expect.stringMatching(/^'sha256-/)]);
  expect(p.sources('frame-src')).toEqual([]);
  expect(p.sources('connect-src')).toEqual([]);
  expect(p.sources('img-src')).toEqual(["'self'", 'data:']);
};

describe('advertising script', () => {
  it('adds nothing, and leaves the policy alone, when the setting is empty', async () => {
    await setAdScript('   ');
    expectStrictPolicy(await page('/'));
  });

  it('puts raw script text in the head once, with a nonce the page’s policy allows, and opens the policy to ads', async () => {
    await setAdScript('window.adsbygoogle = window.adsbygoogle || []; // </script><b>not markup</b>');
    for (const p of ['/', '/about', '/recipes']) {
      const { status, head, html, scriptSrc, sources, adTags } = await page(p);
      expect(status).toBe(200);
      expect(adTags).toHaveLength(1);
      expect(head).toContain('<script data-ad-script');
      const [, attributes, guard] = adTags[0];
      // The guard carries the code, escaped, and starts it in the browser (for visitors without an admin session).
      expect(attributes).toContain(
        ' data-code="window.adsbygoogle = window.adsbygoogle || []; // &lt;/script&gt;&lt;b&gt;not markup&lt;/b&gt;"',
      );
      expect(guard).toContain('startAdScript');
      expect(html).not.toContain('</script><b>');
      const nonce = nonceOf(attributes)!;
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(scriptSrc).toEqual(expect.arrayContaining([`'nonce-${nonce}'`, "'strict-dynamic'"]));
      for (const name of ['frame-src', 'img-src', 'connect-src']) {
        expect(sources(name)).toEqual(
          expect.arrayContaining([
            "'self'",
            EXTRA,
            'https://*.cdn.rede.example',
            'https://googleads.g.doubleclick.net',
          ]),
        );
      }
    }
  });

  it('accepts a script tag with src (https only), keeps the page’s nonce on a cached copy, and keeps the ad-free pages strict', async () => {
    await setAdScript(
      '<script async src="https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1&amp;x=1" crossorigin="anonymous"></script>',
    );
    const first = await page('/');
    expect(first.adTags).toHaveLength(1);
    const [, attributes] = first.adTags[0];
    expect(attributes).toContain(
      ' data-src="https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1&amp;x=1" data-crossorigin',
    );
    // The second reader gets the cached page: its nonce and the policy still agree.
    const second = await page('/');
    expect(second.headers.get('x-page-cache')).toBe('HIT');
    expect(second.scriptSrc).toContain(`'nonce-${nonceOf(second.adTags[0][1])}'`);

    // The rule is case-insensitive, as the router is.
    for (const p of [
      '/dashboard',
      '/Dashboard',
      '/DASHBOARD/recipes',
      '/preview/recipes/1',
      '/login',
      '/LOGIN',
      '/auth/login',
      '/register',
    ]) {
      const free = await page(p);
      expect([p, free.adTags.length]).toEqual([p, 0]);
      expectStrictPolicy(free);
    }

    await setAdScript('<script src="http://inseguro.example/ads.js"></script>');
    expect((await page('/')).adTags).toHaveLength(0);
  });

  it('leaves the script out of a page an admin’s token asks for, and stores that page nowhere', async () => {
    await setAdScript('window.adsbygoogle = [];');
    const reader = await page('/about');
    expect(reader.adTags).toHaveLength(1);
    expect(reader.headers.get('vary')).toMatch(/Authorization/);

    const forAdmin = await page('/about', { authorization: `Bearer ${admin}` });
    expect(forAdmin.status).toBe(200);
    expectStrictPolicy(forAdmin);
    expect(forAdmin.headers.get('cache-control')).toBe('private, no-store');
    expect(forAdmin.html).toContain('Sobre');

    // An invalid token is no admin's: the reader's page.
    expect((await page('/about', { authorization: 'Bearer nao.e.token' })).adTags).toHaveLength(1);
  });
});
