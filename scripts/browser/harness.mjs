// What every browser test file shares: the running app, Chromium, and small helpers around a page.
// A test file (scripts/browser/<area>.test.mjs) default-exports a list of [name, async () => {}] pairs.
import fs from 'node:fs';
import path from 'node:path';
import { startServer } from '../lib/start-app.mjs';

export const ADMIN = { email: 'admin@browser.test', password: 'senha-do-admin-browser' };

/** Set by the runner before any test runs (`large`: by largeSite(), on first use). */
export const env = {
  server: /** @type {{ url: string, dataDir: string, stop: () => Promise<void> }} */ (null),
  browser: null,
  large: /** @type {Promise<{ url: string, dataDir: string, stop: () => Promise<void> }> | null} */ (null),
};

/** How many recipes the large site holds: a creator's catalogue, not the demo's 30. */
export const LARGE_CATALOGUE = 2000;

/**
 * A second app whose catalogue was grown to LARGE_CATALOGUE generated recipes through the services (seedCatalogue),
 * started on first use and shared by every test that asks (the runner stops it).
 */
export function largeSite() {
  env.large ??= startServer({ admin: ADMIN, catalogue: LARGE_CATALOGUE });
  return env.large;
}

/**
 * A fresh page that records console errors and page errors. The home page's newsletter modal (it opens 2 s after
 * load) would cover what other tests click: it is kept away unless asked for, as for a reader who has subscribed.
 */
export async function newPage(
  width = 1366,
  { newsletterModal = false, ignoreHTTPSErrors = false, locale = 'pt-BR' } = {},
) {
  const mobile = width < 600;
  const context = await env.browser.newContext({
    viewport: { width, height: mobile ? 844 : 900 },
    isMobile: mobile,
    hasTouch: mobile,
    locale,
    ignoreHTTPSErrors,
  });
  if (!newsletterModal)
    await context.addInitScript(() => {
      // the site's own window, not a third-party frame (whose storage is not ours)
      if (window === window.top)
        localStorage.setItem('newsletterSubscription', JSON.stringify({ flag: true, email: 'x@x.test', date: '' }));
    });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  return { page, errors, context };
}

/**
 * Resolves once React has hydrated the page (the reader having reached for it): its root has committed (its effects ran, so the router listens to
 * history). `hydrateRoot` marks the container at once, but hydration in a transition commits later (seconds later on a
 * busy machine), and a navigation before that commit would go unheard.
 */
export const hydrated = async (page) => {
  // A guest's page asks for its code when the reader first reaches for it (server page-code-loader.ts): a pointer
  // moving over it is such a reach.
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
  await page.waitForFunction(() => {
    const el = document.getElementById('root');
    const key = el && Object.keys(el).find((k) => k.startsWith('__reactContainer'));
    return Boolean(key && el[key]?.stateNode?.current?.child);
  });
};

/** Whether React owns the element at this selector (it has hydrated). */
export const isHydrated = (page, selector) =>
  page.evaluate(
    (sel) => Object.keys(document.querySelector(sel) ?? {}).some((k) => k.startsWith('__reactFiber')),
    selector,
  );

/** Before any page script: no idle time ever (a busy phone). */
export const busyBrowser = () => {
  window.requestIdleCallback = () => 0;
};

/** Before any page script: a record of layout shifts in window.__layoutShift. */
export const recordLayoutShifts = () => {
  window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
};

let registrations = 0;

/**
 * POSTs JSON to the app's REST API and returns the token of the answer (login, register); throws with the server's
 * message when there is none. Each account the suite registers comes from an address of its own (X-Forwarded-For,
 * the one hop the test server trusts), as readers do: the site takes 20 sign-ups an hour from one address, and the
 * whole suite registers more than that.
 */
export async function apiToken(pathname, body) {
  const headers = { 'content-type': 'application/json' };
  if (pathname === '/api/user/register') headers['x-forwarded-for'] = `203.0.113.${(registrations++ % 250) + 1}`;
  const res = await fetch(`${env.server.url}${pathname}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const answer = await res.json();
  if (!answer.token) throw new Error(`POST ${pathname}: HTTP ${res.status} ${answer.message ?? ''}`);
  return answer.token;
}

/**
 * The URL of the first link matching `pattern` (a site path with its token) in a mail to `email`: the outbox's .eml,
 * quoted-printable undone, waiting for it a while (mails go out after the answer).
 */
export async function mailedLink(email, pattern) {
  const dir = path.join(env.server.dataDir, 'outbox');
  for (let i = 0; i < 100; i += 1) {
    for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
      const text = fs
        .readFileSync(path.join(dir, name), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      const found = text.includes(email) && pattern.exec(text)?.[0];
      if (found) return `${env.server.url}${found}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail for ${email} with a link like ${pattern}`);
}

/** Confirms an account's e-mail the way its owner does: the button (a POST) of the link mailed at sign-up. */
export async function confirmEmail(email) {
  const res = await fetch(await mailedLink(email, /\/api\/user\/confirm-email\?token=[\w-]+/), { method: 'POST' });
  if (res.status !== 200) throw new Error(`confirming ${email}: HTTP ${res.status}`);
}

/** Throws with the console errors a page raised, if any. */
export function assertNoConsoleErrors(errors) {
  if (errors.length) throw new Error(`console errors:\n${errors.join('\n')}`);
}
