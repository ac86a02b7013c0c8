import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { freePort, startServer } from '../lib/start-app.mjs';
import { ADMIN, assertNoConsoleErrors, hydrated, newPage } from './harness.mjs';

// The advertising script as a reader's browser runs it (spec §4 "Advertising script"): a stand-in ad network on its
// own https origin (allowed through AD_EXTRA_ORIGINS, as another network would be) opens a frame, loads an image and
// makes a request. All three work on a public page; on /dashboard the script never comes and the policy refuses
// all three; a browser with an admin session never runs it. ADS_SCREENSHOTS=dir keeps screenshots of `/` with the ad.

/** The stand-in network: ad.js, the ad's frame, a pixel and a bid endpoint, over https with a throwaway certificate. */
async function startAdNetwork() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'receitas-ads-'));
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'].concat([
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      `${dir}/key.pem`,
      '-out',
      `${dir}/cert.pem`,
    ]),
    { stdio: 'ignore' },
  );
  const port = await freePort();
  const origin = `https://127.0.0.1:${port}`;
  const hits = [];
  const pixel = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  // Runs in the reader's page: a fixed banner (outside React's root) holding the ad's frame, then a pixel and a bid.
  const adScript = `(() => {
    const ad = (window.__standInAd = { ran: true, frame: false, image: null, request: null });
    addEventListener('message', (e) => { if (e.origin === ${JSON.stringify(origin)} && e.data === 'ad-frame-ready') ad.frame = true; });
    const show = () => {
      const banner = document.createElement('div');
      banner.id = 'stand-in-ad';
      banner.style.cssText = 'position:fixed;left:0;right:0;bottom:0;z-index:2000;display:flex;justify-content:center;background:rgba(0,0,0,.06);padding:6px 0';
      const frame = document.createElement('iframe');
      frame.title = 'Anúncio';
      frame.src = ${JSON.stringify(`${origin}/frame.html`)};
      frame.style.cssText = 'width:100%;max-width:728px;height:90px;border:0';
      banner.append(frame);
      document.body.append(banner);
    };
    if (document.body) show(); else addEventListener('DOMContentLoaded', show);
    const img = new Image();
    img.onload = () => (ad.image = true);
    img.onerror = () => (ad.image = false);
    img.src = ${JSON.stringify(`${origin}/pixel.png`)};
    fetch(${JSON.stringify(`${origin}/bid`)}).then((r) => r.json()).then((b) => (ad.request = b.ok === true), () => (ad.request = false));
  })();`;
  const frame = `<!doctype html><meta charset="utf-8"><body style="margin:0;font:600 18px system-ui;display:flex;align-items:center;justify-content:center;height:90px;background:linear-gradient(90deg,#fde68a,#fca5a5);color:#7c2d12">Anúncio de teste · Farinha Moinho Serrano<script>parent.postMessage('ad-frame-ready', '*')</script>`;
  const server = https.createServer(
    { key: fs.readFileSync(`${dir}/key.pem`), cert: fs.readFileSync(`${dir}/cert.pem`) },
    (req, res) => {
      hits.push(req.url);
      res.setHeader('Access-Control-Allow-Origin', '*');
      if (req.url === '/ad.js') res.setHeader('Content-Type', 'text/javascript').end(adScript);
      else if (req.url === '/frame.html') res.setHeader('Content-Type', 'text/html; charset=utf-8').end(frame);
      else if (req.url === '/pixel.png') res.setHeader('Content-Type', 'image/png').end(pixel);
      else if (req.url === '/bid') res.setHeader('Content-Type', 'application/json').end('{"ok":true}');
      else res.writeHead(404).end();
    },
  );
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin,
    hits,
    stop: () => {
      fs.rmSync(dir, { recursive: true, force: true });
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A site whose policy allows the stand-in network, with its ad tag configured (started on first use). */
let started;
const site = () =>
  (started ??= (async () => {
    const network = await startAdNetwork();
    const app = await startServer({ admin: ADMIN, env: { AD_EXTRA_ORIGINS: network.origin } });
    const login = await fetch(`${app.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const admin = (await login.json()).token;
    const api = (method, body) =>
      fetch(`${app.url}/api/admin/configurations`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
        body: body && JSON.stringify(body),
      }).then((r) => r.json());
    await api('PUT', {
      ...(await api('GET')),
      googleAdsenseScript: `<script async src="${network.origin}/ad.js" crossorigin="anonymous"></script>`,
    });
    return { network, app, admin };
  })());

/** A reader's page that trusts the stand-in's throwaway certificate; `token`: a session stored before any script. */
async function readerPage(width = 1366, token = null) {
  const opened = await newPage(width, { ignoreHTTPSErrors: true });
  await opened.context.addInitScript((t) => {
    if (window !== window.top) return; // the ad's own frame
    if (t) localStorage.setItem('jwtToken', t);
    window.__refused = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__refused.push(e.effectiveDirective));
  }, token);
  return opened;
}

/** From the page itself: a frame, an image and a request to the stand-in network; which of them the policy refused. */
const tryAllThree = (page, origin) =>
  page.evaluate(async (o) => {
    const frame = document.createElement('iframe');
    frame.src = `${o}/frame.html`;
    document.body.append(frame);
    const image = await new Promise((resolve) => {
      const img = new Image();
      img.onload = () => resolve(true);
      img.onerror = () => resolve(false);
      img.src = `${o}/pixel.png?again`;
    });
    const request = await fetch(`${o}/bid`).then(
      () => true,
      () => false,
    );
    await new Promise((r) => setTimeout(r, 300));
    return { image, request, refused: [...new Set(window.__refused)].sort() };
  }, origin);

export default [
  [
    'on a public page the stand-in ad network’s script runs, and its frame, image and request all work',
    async () => {
      const { network, app } = await site();
      for (const width of [1366, 390]) {
        const { page, errors, context } = await readerPage(width);
        await page.goto(app.url);
        await hydrated(page);
        await page.waitForFunction(() => {
          const ad = window.__standInAd;
          return ad && ad.frame && ad.image !== null && ad.request !== null;
        });
        const ad = await page.evaluate(() => window.__standInAd);
        if (!(ad.frame && ad.image && ad.request)) throw new Error(`the ad was held back: ${JSON.stringify(ad)}`);
        const refused = await page.evaluate(() => window.__refused);
        if (refused.length) throw new Error(`the policy refused ${refused.join(', ')}`);
        if ((await page.locator('head script[data-ad-loaded]').count()) !== 1) throw new Error('not one ad script');
        await page.frameLocator('#stand-in-ad iframe').getByText('Anúncio de teste').waitFor();
        if (process.env.ADS_SCREENSHOTS) {
          fs.mkdirSync(process.env.ADS_SCREENSHOTS, { recursive: true });
          await page.screenshot({ path: path.join(process.env.ADS_SCREENSHOTS, `home-${width}.png`) });
        }
        await context.close();
        assertNoConsoleErrors(errors);
      }
      if (!network.hits.includes('/ad.js')) throw new Error('the ad script was never fetched');
    },
  ],
  [
    'on /dashboard (and /DASHBOARD) the ad script never comes, and the policy refuses its frame, image and request',
    async () => {
      const { network, app, admin } = await site();
      for (const pathname of ['/dashboard', '/DASHBOARD']) {
        const { page, context } = await readerPage(1366, admin);
        await page.goto(`${app.url}${pathname}`);
        await page.getByRole('heading', { name: 'Dashboard' }).first().waitFor();
        if (await page.locator('script[data-ad-script], script[data-ad-loaded]').count())
          throw new Error(`${pathname} carries the ad script`);
        if (await page.evaluate(() => window.__standInAd)) throw new Error(`the ad script ran on ${pathname}`);
        const tried = await tryAllThree(page, network.origin);
        if (tried.image || tried.request) throw new Error(`${pathname} let through: ${JSON.stringify(tried)}`);
        if (tried.refused.join() !== 'connect-src,frame-src,img-src')
          throw new Error(`${pathname}: refused ${tried.refused.join(', ')}`);
        await context.close();
      }
    },
  ],
  [
    'with an admin session in localStorage the ad script does not run on /',
    async () => {
      const { network, app, admin } = await site();
      const before = network.hits.filter((h) => h === '/ad.js').length;
      const { page, errors, context } = await readerPage(1366, admin);
      await page.goto(app.url);
      await hydrated(page);
      // The page carries the guard (it is the cached page every reader gets), which leaves the ad out here.
      if ((await page.locator('head script[data-ad-script]').count()) !== 1) throw new Error('no guard in the head');
      await page.waitForTimeout(500);
      if (await page.locator('script[data-ad-loaded], #stand-in-ad').count()) throw new Error('the ad was started');
      if (await page.evaluate(() => window.__standInAd || window.__adScriptStarted))
        throw new Error('the ad script ran');
      if (network.hits.filter((h) => h === '/ad.js').length !== before) throw new Error('the ad script was fetched');
      await context.close();
      assertNoConsoleErrors(errors);
    },
  ],
  [
    'a reader who goes from a page with the ad to the login gets a fresh page, without the ad script',
    async () => {
      const { app } = await site();
      const { page, context } = await readerPage(1366);
      await page.goto(app.url);
      await hydrated(page);
      await page.waitForFunction(() => window.__standInAd?.ran);
      await page.evaluate(() => (window.__sameDocument = true));
      await page.evaluate(() => {
        history.pushState(null, '', '/login');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.waitForFunction(() => !window.__sameDocument && document.readyState === 'complete');
      await hydrated(page);
      await page.getByRole('button', { name: 'Entrar' }).waitFor();
      if (await page.evaluate(() => window.__standInAd || window.__adScriptStarted))
        throw new Error('the login runs beside the ad script');
      await context.close();
    },
  ],
  [
    'stops the site and the stand-in network',
    async () => {
      if (!started) return;
      const { network, app } = await started;
      await app.stop();
      await network.stop();
    },
  ],
];
