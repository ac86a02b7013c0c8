/**
 * What AdSense needs under a Content-Security-Policy. Scripts: Google supports only a strict policy, the ad tag
 * carrying the page's nonce and 'strict-dynamic' trusting what it loads, with 'unsafe-eval', and `https:` as the
 * fallback of browsers without 'strict-dynamic' (AdSense Help, "Integrate the AdSense ad code with a Content
 * Security Policy (CSP)", https://support.google.com/adsense/answer/16283098). That article lists no hosts ("the
 * domains that the AdSense ad code uses change over time"); the hosts below, for the ad's frames, pixels and
 * requests, are AdSense's earlier published list plus what adsbygoogle.js uses today, and AD_EXTRA_ORIGINS adds
 * any that Google (or another network) starts using, without a release. Creatives render inside Google's
 * cross-origin frames, under their own policy.
 */
export const ADSENSE_SCRIPT_SOURCES = ["'strict-dynamic'", "'unsafe-eval'", 'https:'] as const;

export const ADSENSE_SOURCES = {
  frame: [
    'https://googleads.g.doubleclick.net',
    'https://tpc.googlesyndication.com',
    'https://*.safeframe.googlesyndication.com',
    'https://www.google.com',
    'https://*.adtrafficquality.google',
    'https://fundingchoicesmessages.google.com',
  ],
  img: [
    'https://pagead2.googlesyndication.com',
    'https://tpc.googlesyndication.com',
    'https://googleads.g.doubleclick.net',
    'https://www.google.com',
    'https://*.adtrafficquality.google',
    'https://*.gstatic.com',
  ],
  connect: [
    'https://pagead2.googlesyndication.com',
    'https://googleads.g.doubleclick.net',
    'https://partner.googleadservices.com',
    'https://adservice.google.com',
    'https://www.google.com',
    'https://*.adtrafficquality.google',
    'https://fundingchoicesmessages.google.com',
  ],
} as const;

/** https, a host (an optional leading `*.` the only wildcard), an optional port; no path, query or credentials. */
const AD_ORIGIN = /^https:\/\/(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;

/** Why `origin` cannot be an extra advertising origin, or null when it can. */
export function adOriginProblem(origin: string): string | null {
  if (!origin.startsWith('https://')) return 'deve usar https://';
  if (!AD_ORIGIN.test(origin)) {
    return 'deve ser só https://host[:porta] (sem caminho, sem credenciais; o único curinga aceito é um *. no início)';
  }
  const port = /:(\d+)$/.exec(origin)?.[1];
  if (port && (Number(port) < 1 || Number(port) > 65535)) return 'tem uma porta inválida';
  return null;
}

/**
 * The extra origins of other ad networks (a comma- or space-separated list), lowercased; throws with the first bad
 * origin and why. Read from the environment only: a dashboard session must not be able to widen the policy.
 */
export function parseAdOrigins(raw: string | undefined): string[] {
  const origins = (raw ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((origin) => origin.toLowerCase());
  for (const origin of origins) {
    const problem = adOriginProblem(origin);
    if (problem) throw new Error(`"${origin}" ${problem}`);
  }
  return [...new Set(origins)];
}

const directiveName = (directive: string) => directive.split(/\s+/)[0];

/**
 * The policy of a page that carries the advertising script: its nonce and AdSense's strict sources in script-src,
 * and AdSense's hosts plus the configured extra origins for frames, images and requests. Directives the base policy
 * does not name (frame-src, connect-src) start from 'self', as default-src has it.
 */
export function adPagePolicy(policy: string, nonce: string, extraOrigins: readonly string[]): string {
  const directives = policy
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);
  const extend = (name: string, sources: readonly string[]) => {
    const index = directives.findIndex((d) => directiveName(d) === name);
    if (index === -1) directives.push(`${name} 'self' ${sources.join(' ')}`);
    else directives[index] = `${directives[index]} ${sources.join(' ')}`;
  };
  extend('script-src', [`'nonce-${nonce}'`, ...ADSENSE_SCRIPT_SOURCES]);
  extend('frame-src', [...ADSENSE_SOURCES.frame, ...extraOrigins]);
  extend('img-src', [...ADSENSE_SOURCES.img, ...extraOrigins]);
  extend('connect-src', [...ADSENSE_SOURCES.connect, ...extraOrigins]);
  return directives.join(';');
}
