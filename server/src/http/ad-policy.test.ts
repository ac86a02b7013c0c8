import { ADSENSE_SOURCES, adPagePolicy, parseAdOrigins } from './ad-policy';
import { adScriptTag, carriesAdScript } from './ad-script';

const BASE = "default-src 'self';img-src 'self' data:;object-src 'none';script-src 'self' 'sha256-abc'";

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('the policy of a page with the advertising script', () => {
  const policy = adPagePolicy(BASE, 'N0nce', ['https://ads.rede.example', 'https://*.cdn.rede.example']);

  it('lets the nonced ad tag and what it loads run, as AdSense documents', () => {
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      "'sha256-abc'",
      "'nonce-N0nce'",
      "'strict-dynamic'",
      "'unsafe-eval'",
      'https:',
    ]);
  });

  it('allows AdSense’s frames, pixels and requests, and the extra origins, and keeps the rest', () => {
    for (const [name, hosts] of [
      ['frame-src', ADSENSE_SOURCES.frame],
      ['img-src', ADSENSE_SOURCES.img],
      ['connect-src', ADSENSE_SOURCES.connect],
    ] as const) {
      const sources = directive(policy, name)!;
      expect(sources[0]).toBe("'self'");
      expect(sources).toEqual(
        expect.arrayContaining([...hosts, 'https://ads.rede.example', 'https://*.cdn.rede.example']),
      );
    }
    expect(directive(policy, 'frame-src')).toContain('https://googleads.g.doubleclick.net');
    expect(directive(policy, 'img-src')).toEqual(expect.arrayContaining(["'self'", 'data:']));
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
  });
});

describe('AD_EXTRA_ORIGINS', () => {
  it('reads a comma- or space-separated list of https origins, lowercased, once each', () => {
    expect(parseAdOrigins(undefined)).toEqual([]);
    expect(parseAdOrigins(' https://Ads.Rede.example, https://*.cdn.example:8443  https://ads.rede.example')).toEqual([
      'https://ads.rede.example',
      'https://*.cdn.example:8443',
    ]);
  });

  it.each([
    ['http://ads.example', 'deve usar https://'],
    ['ads.example', 'deve usar https://'],
    ['*', 'deve usar https://'],
    ['https:', 'deve usar https://'],
    ['https://ads.example/tag.js', 'sem caminho'],
    ['https://ads.example/', 'sem caminho'],
    ['https://ads.example?x=1', 'sem caminho'],
    ['https://user@ads.example', 'sem credenciais'],
    ['https://*', 'curinga'],
    ['https://*.*.ads.example', 'curinga'],
    ['https://ads*.example', 'curinga'],
    ['https://ads.*.example', 'curinga'],
    ["https://ads.example 'unsafe-inline'", 'deve usar https://'],
    ['https://ads.example:99999', 'porta inválida'],
  ])('refuses %s, saying why', (origin, why) => {
    expect(() => parseAdOrigins(origin)).toThrow(why);
  });
});

describe('pages without ads', () => {
  it.each([
    '/dashboard',
    '/Dashboard',
    '/DASHBOARD/recipes',
    '/dashboard/',
    '/preview/recipes/3',
    '/Preview',
    '/login',
    '/LOGIN',
    '/auth/login',
    '/register',
    '/account',
    '/%64ashboard',
  ])('%s never carries the advertising script', (path) => {
    expect(carriesAdScript(path)).toBe(false);
  });

  it.each(['/', '/recipes/3', '/about', '/dashboards', '/recipes/dashboard', '/loginho', '/%E0%A4%A'])(
    '%s may carry it',
    (path) => {
      expect(carriesAdScript(path)).toBe(true);
    },
  );
});

describe('the advertising script’s head tag', () => {
  it('carries raw code in an attribute, for the guard to start, with the page’s nonce', () => {
    const tag = adScriptTag('window.ads = 1 && "x" </script><b>', 'N0nce');
    expect(tag).toMatch(
      /^<script data-ad-script nonce="N0nce" data-code="window\.ads = 1 &amp;&amp; &quot;x&quot; &lt;\/script&gt;&lt;b&gt;">\(function startAdScript/,
    );
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
  });

  it('carries an https src and crossorigin; drops anything else', () => {
    expect(
      adScriptTag(
        '<script async src="https://a.example/x.js?a=1&amp;b=2" crossorigin="anonymous" onload="x()"></script>',
        'N',
      ),
    ).toMatch(
      /^<script data-ad-script nonce="N" data-src="https:\/\/a\.example\/x\.js\?a=1&amp;b=2" data-crossorigin>/,
    );
    expect(adScriptTag('<script src="http://a.example/x.js"></script>', 'N')).toBe('');
    expect(adScriptTag('  ', 'N')).toBe('');
  });
});
