import zlib from 'node:zlib';
import { PageCache, REVALIDATE_WITHIN_MS, type PageVersion, type RenderResult } from './page-cache';
import { REFIT_AFTER_HITS, REFIT_AFTER_MS } from './page-refits';

// A page like the real ones: markup and styles that repeat with variations, large enough for the levels to differ.
const html =
  '<!doctype html><html lang="pt-BR"><head><style>' +
  Array.from(
    { length: 400 },
    (_, i) => `.css-${i.toString(36)}{margin:${i % 7}px;color:#${(i * 2654435761) % 16777216}}`,
  ).join('') +
  '</style></head><body>' +
  Array.from(
    { length: 300 },
    (_, i) => `<li class="css-${i.toString(36)}"><a href="/recipes/${i}">Receita ${i}</a></li>`,
  ).join('') +
  '</body></html>';

/** A page version of a page without reader activity, or of a recipe's page with its discussion version. */
const at = (content: number, discussion = 0): PageVersion => ({ content, discussion });
const rendering = <T>(render: () => Promise<RenderResult<T>>) => ({ render });

describe('PageCache', () => {
  it('stops serving a page as fresh at its freshUntil (the next day), keeping it as the last good copy', async () => {
    const cache = new PageCache<never>(10 * 1024 * 1024);
    const midnight = Date.now() - 1; // the day it was rendered for has ended
    await cache.get(
      '/',
      at(5),
      rendering(async () => ({ cacheable: true, html, freshUntil: midnight })),
    );
    expect(cache.fresh('/', at(5), midnight - 1)).toBeDefined();
    expect(cache.fresh('/', at(5))).toBeUndefined();
    expect(cache.lastGood('/')).toBeDefined();
    // Asked again at the same version, it renders anew and the new page replaces the expired one.
    const tomorrow = midnight + 86_400_000;
    const again = await cache.get(
      '/',
      at(5),
      rendering(async () => ({
        cacheable: true,
        html: `${html}<!-- 2 -->`,
        freshUntil: tomorrow,
      })),
    );
    expect('page' in again && again.page.freshUntil).toBe(tomorrow);
    expect(cache.fresh('/', at(5))?.freshUntil).toBe(tomorrow);
  });

  it('answers with the quick Brotli body, then, once the page is hot and unchanged, keeps a smaller one', async () => {
    let clock = 1_000_000;
    const cache = new PageCache<never>(10 * 1024 * 1024, { now: () => clock });
    const first = await cache.get(
      '/recipes/1',
      at(1),
      rendering(async () => ({ cacheable: true, html })),
    );
    if (!('page' in first)) throw new Error('not kept');
    const quick = first.page.bodies.br;
    const bytesBefore = cache.size.bytes;

    clock += REFIT_AFTER_MS;
    await readTimes(cache, '/recipes/1', at(1), REFIT_AFTER_HITS);
    await cache.refined();
    const later = cache.fresh('/recipes/1', at(1))!;
    expect(later.bodies.br.length).toBeLessThan(quick.length);
    expect(zlib.brotliDecompressSync(later.bodies.br).toString()).toBe(html);
    expect(zlib.brotliDecompressSync(quick).toString()).toBe(html);
    // The byte budget follows the smaller body.
    expect(cache.size.bytes).toBe(bytesBefore - (quick.length - later.bodies.br.length));
    expect(later.etag).toBe(first.page.etag);
  });

  it('leaves alone a page replaced or cleared while its body was being recompressed', async () => {
    let clock = 1_000_000;
    const cache = new PageCache<never>(10 * 1024 * 1024, { now: () => clock });
    const first = await cache.get(
      '/',
      at(1),
      rendering(async () => ({ cacheable: true, html })),
    );
    if (!('page' in first)) throw new Error('not kept');
    const quick = first.page.bodies.br;
    clock += REFIT_AFTER_MS;
    await readTimes(cache, '/', at(1), REFIT_AFTER_HITS); // its refit begins
    cache.clear();
    await cache.refined();
    expect(first.page.bodies.br).toBe(quick);
    expect(cache.size).toEqual({ pages: 0, bytes: 0 });
  });
});

/** Asks for a kept page `times` times at a version, each answer a hit. */
async function readTimes(cache: PageCache<never>, url: string, version: PageVersion, times: number) {
  for (let i = 0; i < times; i++) expect(await cache.get(url, version, failIfRendered)).toMatchObject({ how: 'HIT' });
}

describe('PageCache refits a page with the best Brotli only when it stays hot and unchanged', () => {
  let clock: number;
  let cache: PageCache<never>;
  const keep = async (url: string, version: PageVersion, page = html) => {
    const found = await cache.get(
      url,
      version,
      rendering(async () => ({ cacheable: true, html: page })),
    );
    if (!('page' in found)) throw new Error('not kept');
    return found.page;
  };
  beforeEach(() => {
    clock = 1_000_000;
    cache = new PageCache<never>(10 * 1024 * 1024, { now: () => clock });
  });

  it('not a page read fewer times than REFIT_AFTER_HITS, however long it is kept', async () => {
    const page = await keep('/recipes/1', at(1));
    const quick = page.bodies.br;
    clock += 10 * REFIT_AFTER_MS;
    await readTimes(cache, '/recipes/1', at(1), REFIT_AFTER_HITS - 1);
    await cache.refined();
    expect(page.bodies.br).toBe(quick);
  });

  it('not a page rendered less than REFIT_AFTER_MS ago, however often it is read; then at its next read', async () => {
    const page = await keep('/recipes/1', at(1));
    const quick = page.bodies.br;
    clock += REFIT_AFTER_MS - 1;
    await readTimes(cache, '/recipes/1', at(1), 5 * REFIT_AFTER_HITS);
    await cache.refined();
    expect(page.bodies.br).toBe(quick);
    clock += 1;
    await readTimes(cache, '/recipes/1', at(1), 1);
    await cache.refined();
    expect(page.bodies.br.length).toBeLessThan(quick.length);
  });

  it('forgets the refit of a page whose version moved, queued or running, and starts none for the old copy', async () => {
    const running = await keep('/recipes/1', at(1, 1));
    const queued = await keep('/recipes/2', at(1, 1), `${html}<!-- 2 -->`);
    const [runningBr, queuedBr] = [running.bodies.br, queued.bodies.br];
    clock += REFIT_AFTER_MS;
    await readTimes(cache, '/recipes/1', at(1, 1), REFIT_AFTER_HITS); // its refit runs
    await readTimes(cache, '/recipes/2', at(1, 1), REFIT_AFTER_HITS); // its refit waits for the first one
    // A comment on each: their next readers wait for the new pages (the copies are over a minute old).
    const renders = [controlledRender<never>(), controlledRender<never>()];
    const waiting = [cache.get('/recipes/1', at(1, 2), renders[0]), cache.get('/recipes/2', at(1, 2), renders[1])];
    // Readers still at the old version do not make the old copies hot again.
    await readTimes(cache, '/recipes/1', at(1, 1), REFIT_AFTER_HITS);
    await cache.refined();
    expect(running.bodies.br).toBe(runningBr);
    expect(queued.bodies.br).toBe(queuedBr);
    // The new page starts cold: it is refit only once hot and unchanged in its turn.
    renders[0].finish({ cacheable: true, html: `${html}<!-- comment -->` });
    renders[1].finish({ cacheable: true, html });
    for (const answer of await Promise.all(waiting)) expect(answer).toMatchObject({ how: 'MISS' });
    const renewed = cache.fresh('/recipes/1', at(1, 2))!;
    const renewedBr = renewed.bodies.br;
    await readTimes(cache, '/recipes/1', at(1, 2), REFIT_AFTER_HITS);
    await cache.refined();
    expect(renewed.bodies.br).toBe(renewedBr);
    clock += REFIT_AFTER_MS;
    await readTimes(cache, '/recipes/1', at(1, 2), 1);
    await cache.refined();
    expect(renewed.bodies.br.length).toBeLessThan(renewedBr.length);
  });

  it('makes the gzip body for the first reader who needs it, once, and every body decodes to the same HTML', async () => {
    const page = await keep('/recipes/1', at(1));
    expect(page.bodies.gzip).toBeUndefined();
    const bytesBefore = cache.size.bytes;
    const [gzip, again] = await Promise.all([
      cache.body('/recipes/1', page, 'gzip'),
      cache.body('/recipes/1', page, 'gzip'),
    ]);
    expect(again).toBe(gzip);
    expect(await cache.body('/recipes/1', page, 'gzip')).toBe(gzip);
    expect(cache.size.bytes).toBe(bytesBefore + gzip.length);
    clock += REFIT_AFTER_MS;
    await readTimes(cache, '/recipes/1', at(1), REFIT_AFTER_HITS);
    await cache.refined();
    const decoded = {
      identity: (await cache.body('/recipes/1', page, 'identity')).toString(),
      br: zlib.brotliDecompressSync(await cache.body('/recipes/1', page, 'br')).toString(),
      gzip: zlib.gunzipSync(await cache.body('/recipes/1', page, 'gzip')).toString(),
    };
    expect(decoded).toEqual({ identity: html, br: html, gzip: html });
  });
});

describe('PageCache and URLs that stop showing anything', () => {
  it('forgets the last good page of a URL that now renders as gone, so an outage cannot serve it', async () => {
    const cache = new PageCache<string>(10 * 1024 * 1024);
    await cache.get(
      '/recipes/7',
      at(1),
      rendering(async () => ({ cacheable: true, html })),
    );
    expect(cache.lastGood('/recipes/7')).toBeDefined();
    const after = await cache.get(
      '/recipes/7',
      at(2),
      rendering(async () => ({ cacheable: false, answer: '404', gone: true })),
    );
    expect(after).toEqual({ answer: '404' });
    expect(cache.lastGood('/recipes/7')).toBeUndefined();
    expect(cache.size).toEqual({ pages: 0, bytes: 0 });
  });

  it('forgets every page on forgetAll, and keeps none from a render that began before it', async () => {
    const cache = new PageCache<string>(10 * 1024 * 1024);
    for (const url of ['/', '/recipes'])
      await cache.get(
        url,
        at(1),
        rendering(async () => ({ cacheable: true, html })),
      );
    const inFlight = controlledRender<string>();
    const waiting = cache.get('/category/2', at(1), inFlight);
    cache.forgetAll();
    expect(cache.lastGood('/')).toBeUndefined();
    inFlight.finish({ cacheable: true, html });
    expect(await waiting).toMatchObject({ how: 'MISS' }); // its reader is answered, the page not kept
    expect(cache.size).toEqual({ pages: 0, bytes: 0 });
    await cache.get(
      '/',
      at(2),
      rendering(async () => ({ cacheable: true, html })),
    );
    expect(cache.lastGood('/')?.version).toEqual(at(2));
  });

  it('keeps the last good page after a failure that says nothing about the URL', async () => {
    const cache = new PageCache<string>(10 * 1024 * 1024);
    await cache.get(
      '/',
      at(3),
      rendering(async () => ({ cacheable: true, html })),
    );
    await cache.get(
      '/',
      at(4),
      rendering(async () => ({ cacheable: false, answer: '503' })),
    );
    expect(cache.lastGood('/')?.version).toEqual(at(3));
  });

  it('forgets a newer page too when a render asked at an older version finds the URL gone', async () => {
    // A render reads the data of its own moment: asked at version 2 or not, the URL shows nothing now.
    const cache = new PageCache<string>(10 * 1024 * 1024);
    const older = controlledRender<string>();
    const waiting = cache.get('/recipes/7', at(2), older);
    await cache.get(
      '/recipes/7',
      at(3, 4),
      rendering(async () => ({ cacheable: true, html })),
    );
    older.finish({ cacheable: false, answer: '404', gone: true });
    expect(await waiting).toEqual({ answer: '404' });
    expect(cache.lastGood('/recipes/7')).toBeUndefined();
  });

  it('serves the previous copy of a page made gone only while the render that finds it gone runs', async () => {
    const cache = new PageCache<string>(10 * 1024 * 1024);
    const url = '/recipes/7';
    await cache.get(
      url,
      at(1, 1),
      rendering(async () => ({ cacheable: true, html })),
    );
    // A comment: a background render begins, and reads the recipe before it is unpublished.
    const stale = controlledRender<string>();
    expect(await cache.get(url, at(1, 2), stale)).toMatchObject({ how: 'REVALIDATING' });
    // The recipe unpublished (content version 2): the next reader waits for the render, the others get the copy.
    const gone = controlledRender<string>();
    const waiting = cache.get(url, at(2, 2), gone);
    expect(await cache.get(url, at(2, 2), failIfRendered)).toMatchObject({ how: 'REVALIDATING' });
    gone.finish({ cacheable: false, answer: '404', gone: true });
    expect(await waiting).toEqual({ answer: '404' });
    // The background render, begun before the recipe went, ends later: its page is not kept.
    stale.finish({ cacheable: true, html: `${html}<!-- still there -->` });
    await cache.settled();
    expect(cache.lastGood(url)).toBeUndefined();
    const next = controlledRender<string>();
    const after = cache.get(url, at(2, 2), next);
    next.finish({ cacheable: false, answer: '404', gone: true });
    expect(await after).toEqual({ answer: '404' });
    expect(next.calls).toBe(1);
  });
});

/** A render the test finishes when it chooses, counting how often it was asked for. */
function controlledRender<T>() {
  let finish!: (result: RenderResult<T>) => void;
  let fail!: (err: Error) => void;
  const result = new Promise<RenderResult<T>>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const control = {
    calls: 0,
    render: () => {
      control.calls += 1;
      return result;
    },
    finish,
    fail,
  };
  return control;
}

const failIfRendered = {
  render: (): Promise<never> => {
    throw new Error('this request should not render');
  },
};

describe('PageCache while a page is rendered anew', () => {
  const url = '/recipes/3';
  let clock: number;
  let cache: PageCache<string>;
  beforeEach(async () => {
    clock = 1_000_000;
    cache = new PageCache<string>(10 * 1024 * 1024, { now: () => clock });
    await cache.get(
      url,
      at(1, 1),
      rendering(async () => ({ cacheable: true, html })),
    );
  });

  it('after a comment, answers from the copy while one background render replaces it', async () => {
    const next = controlledRender<string>();
    const mayRender = jest.fn(async () => true);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => cache.get(url, at(1, 2), { ...next, mayRender })),
    );
    expect(answers.every((a) => 'page' in a && a.how === 'REVALIDATING' && a.page.version.discussion === 1)).toBe(true);
    expect(next.calls).toBe(1);
    // nobody waited, so nobody counted against the per-address render ceiling
    expect(mayRender).not.toHaveBeenCalled();
    // a reader after a second comment still gets the copy: the render in flight brings the page closer already
    expect(await cache.get(url, at(1, 3), failIfRendered)).toMatchObject({ how: 'REVALIDATING' });

    next.finish({ cacheable: true, html: `${html}<!-- 2 -->` });
    await cache.settled();
    const after = await cache.get(url, at(1, 2), failIfRendered);
    expect(after).toMatchObject({ how: 'HIT', page: { version: at(1, 2) } });
  });

  it('makes readers wait when the copy is older than the bound, one render for all of them', async () => {
    clock += REVALIDATE_WITHIN_MS + 1;
    const next = controlledRender<string>();
    const waiting = Array.from({ length: 3 }, () => cache.get(url, at(1, 2), next));
    await Promise.resolve();
    next.finish({ cacheable: true, html: `${html}<!-- 2 -->` });
    for (const answer of await Promise.all(waiting)) expect(answer).toMatchObject({ how: 'MISS' });
    expect(next.calls).toBe(1);
    // exactly at the bound the copy still serves
    clock += REVALIDATE_WITHIN_MS;
    expect(await cache.get(url, at(1, 3), controlledRender<string>())).toMatchObject({ how: 'REVALIDATING' });
  });

  it('makes readers wait once the copy’s day ended, even for a comment', async () => {
    await cache.get(
      '/',
      at(1),
      rendering(async () => ({ cacheable: true, html, freshUntil: clock + 10 })),
    );
    clock += 10;
    const next = controlledRender<string>();
    const waiting = cache.get('/', at(1), next);
    next.finish({ cacheable: true, html });
    expect(await waiting).toMatchObject({ how: 'MISS' });
  });

  it('after an edit, the next request waits for the render and readers meanwhile get the previous copy', async () => {
    const next = controlledRender<string>();
    const mayRender = jest.fn(async () => true);
    let answered = false;
    const first = cache.get(url, at(2, 1), { ...next, mayRender }).finally(() => (answered = true));
    while (!next.calls) await new Promise(setImmediate); // its render has begun
    const others = await Promise.all(Array.from({ length: 4 }, () => cache.get(url, at(2, 1), failIfRendered)));
    for (const answer of others) expect(answer).toMatchObject({ how: 'REVALIDATING', page: { version: at(1, 1) } });
    expect(answered).toBe(false);
    next.finish({ cacheable: true, html: `${html}<!-- edited -->` });
    expect(await first).toMatchObject({ how: 'MISS', page: { version: at(2, 1) } });
    expect(mayRender).toHaveBeenCalledTimes(1);
    expect(next.calls).toBe(1);
    expect(await cache.get(url, at(2, 1), failIfRendered)).toMatchObject({ how: 'HIT' });
  });

  it('after an edit, does not let a reader past the per-address render ceiling', async () => {
    expect(await cache.get(url, at(2, 1), { ...failIfRendered, mayRender: async () => false })).toEqual({
      refused: true,
    });
  });

  it('keeps the copy when a background render fails, and tells who listens', async () => {
    const failures: unknown[] = [];
    cache = new PageCache<string>(10 * 1024 * 1024, {
      now: () => clock,
      onBackgroundError: (_, err) => failures.push(err),
    });
    await cache.get(
      url,
      at(1, 1),
      rendering(async () => ({ cacheable: true, html })),
    );
    const next = controlledRender<string>();
    expect(await cache.get(url, at(1, 2), next)).toMatchObject({ how: 'REVALIDATING' });
    next.fail(new Error('disco cheio'));
    await cache.settled();
    expect(failures).toEqual([new Error('disco cheio')]);
    expect(cache.lastGood(url)?.version).toEqual(at(1, 1));
    // the next reader starts the next render
    const again = controlledRender<string>();
    expect(await cache.get(url, at(1, 2), again)).toMatchObject({ how: 'REVALIDATING' });
    expect(again.calls).toBe(1);
    again.finish({ cacheable: true, html });
    await cache.settled();
  });

  it('keeps the newer page when an older render ends after it', async () => {
    const older = controlledRender<string>();
    await cache.get(url, at(1, 2), older); // background, at discussion 2
    const edit = controlledRender<string>();
    const waiting = cache.get(url, at(2, 2), edit);
    edit.finish({ cacheable: true, html: `${html}<!-- edited -->` });
    await waiting;
    older.finish({ cacheable: true, html });
    await cache.settled();
    expect(cache.lastGood(url)?.version).toEqual(at(2, 2));
  });
});
