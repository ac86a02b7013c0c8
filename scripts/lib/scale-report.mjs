// bench:scale's report: one markdown table of the figures at 30 recipes and at N, each judged against the budget of
// issue 22, then where the API bytes of each browser step went.

const row = (cells) => `| ${cells.join(' | ')} |`;
const fixed = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const kb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : '–');
const verdict = (pass) => (pass === null ? '' : pass ? 'PASS' : '**FAIL**');

/**
 * @typedef {{ label: string, small: string, large: string, ratio?: string, budget: string,
 *   pass: boolean | null }} Line
 */

/** @param {any} small @param {any} large @param {boolean} browser @returns {Line[]} */
function lines(small, large, browser) {
  const ratio = (a, b) => (a > 0 ? `${fixed(b / a, 2)}×` : '–');
  /** @type {Line[]} */
  const out = [
    {
      label: 'boot (process start → /readyz OK)',
      small: `${fixed(small.bootMs / 1000, 2)} s`,
      large: `${fixed(large.bootMs / 1000, 2)} s`,
      ratio: ratio(small.bootMs, large.bootMs),
      budget: '≤ 2× at 30',
      pass: large.bootMs <= 2 * small.bootMs,
    },
    {
      label: 'RSS after boot',
      small: `${fixed(small.rssBootMb, 0)} MB`,
      large: `${fixed(large.rssBootMb, 0)} MB`,
      ratio: ratio(small.rssBootMb, large.rssBootMb),
      budget: '',
      pass: null,
    },
    {
      label: 'RSS after the measurements',
      small: `${fixed(small.rssAfterMb, 0)} MB`,
      large: `${fixed(large.rssAfterMb, 0)} MB`,
      ratio: ratio(small.rssAfterMb, large.rssAfterMb),
      budget: `≤ 1.5× at 30 + 100 MB (${fixed(1.5 * small.rssAfterMb + 100, 0)} MB)`,
      pass: large.rssAfterMb <= 1.5 * small.rssAfterMb + 100,
    },
    {
      label: 'server CPU per uncached recipe render (median of three batches; the batches)',
      small: `${fixed(small.render.cpuMs)} ms (${(small.render.batchesMs ?? []).map((ms) => fixed(ms)).join(', ')})`,
      large: `${fixed(large.render.cpuMs)} ms (${(large.render.batchesMs ?? []).map((ms) => fixed(ms)).join(', ')})`,
      ratio: ratio(small.render.cpuMs, large.render.cpuMs),
      budget: '≤ 1.2× at 30',
      pass: large.render.cpuMs <= 1.2 * small.render.cpuMs,
    },
    {
      label: 'render time (Server-Timing, median)',
      small: `${fixed(small.render.renderMs)} ms`,
      large: `${fixed(large.render.renderMs)} ms`,
      ratio: ratio(small.render.renderMs, large.render.renderMs),
      budget: '',
      pass: null,
    },
  ];
  if (browser) {
    const api = (label, area, step, budgetKb) => {
      const [a, b] = [small[area][step], large[area][step]];
      const shown = (s, site) =>
        s
          ? `${kb(s.bytes)} (gzip ${kb(s.gzip)}, wire ${kb(s.wire)}, ${s.requests} req.)`
          : `failed: ${site[area].error}`;
      out.push({
        label,
        small: shown(a, small),
        large: shown(b, large),
        ratio: a && b ? ratio(a.bytes, b.bytes) : '',
        budget: `≤ ${budgetKb} KB`,
        pass: b ? b.bytes <= budgetKb * 1024 : null,
      });
    };
    api('API answers: open the search drawer', 'drawer', 'open', 50);
    api('API answers: one search in the drawer', 'drawer', 'search', 50);
    api('API answers: dashboard recipes, first view', 'dashboard', 'firstView', 200);
    api('API answers: one dashboard search', 'dashboard', 'search', 200);
  }
  large.html.forEach((page, i) => {
    const shown = (p) => `${kb(p.bytes)} (br ${kb(p.br)}, gzip ${kb(p.gzip)})`;
    out.push({
      label: `HTML \`${page.page}\``,
      small: shown(small.html[i]),
      large: shown(page),
      ratio: ratio(small.html[i].bytes, page.bytes),
      budget: '≤ 250 KB',
      pass: page.bytes <= 250 * 1024,
    });
  });
  const latency = (l) => `${fixed(l.p50)} / ${fixed(l.p95)} ms${l.best === undefined ? '' : ` (${fixed(l.best)})`}`;
  out.push({
    label: "search latency p50 / p95 (median pass; best p95): GraphQL findRecipes (the drawer's search, 24 cards)",
    small: latency(small.search.graphql),
    large: latency(large.search.graphql),
    ratio: ratio(small.search.graphql.p95, large.search.graphql.p95),
    budget: 'p95 ≤ 10 ms',
    pass: large.search.graphql.p95 <= 10,
  });
  // The REST search answers up to 50 full recipes (its documented contract): beside it, the same 50 full recipes
  // without a text, so what searching adds shows apart from what the answer's size costs.
  for (const [key, name] of [
    ['rest', 'GET /api/recipes/search (up to 50 full recipes)'],
    ['list', 'GET /api/recipes?size=50 (50 full recipes, no text)'],
  ]) {
    if (!small.search[key] || !large.search[key]) continue;
    out.push({
      label: `search latency p50 / p95 (median pass; best p95): ${name}`,
      small: latency(small.search[key]),
      large: latency(large.search[key]),
      ratio: ratio(small.search[key].p95, large.search[key].p95),
      budget: key === 'rest' ? 'p95 ≤ 10 ms' : '',
      pass: key === 'rest' ? large.search[key].p95 <= 10 : null,
    });
  }
  out.push({
    label: 'REST search answer (median size)',
    small: kb(small.search.restKb * 1024),
    large: kb(large.search.restKb * 1024),
    ratio: ratio(small.search.restKb, large.search.restKb),
    budget: '',
    pass: null,
  });
  const paging = (s) => `${fixed(s.paging.firstMs)} / ${fixed(s.paging.lastMs)} ms (page ${s.paging.lastPage})`;
  out.push({
    label: 'REST `GET /api/recipes?page=N&size=20`: first / last page (median)',
    small: paging(small),
    large: paging(large),
    ratio: `last/first ${fixed(large.paging.lastMs / large.paging.firstMs, 2)}×`,
    budget: 'last ≤ 2× first',
    pass: large.paging.lastMs <= 2 * large.paging.firstMs,
  });
  return out;
}

/** Where each browser step's API bytes went: operation and size per answer, and how long the step took. */
function stepDetails(figures) {
  const steps = [
    ['open the search drawer', figures.drawer.open],
    ['one search in the drawer', figures.drawer.search],
    ['dashboard recipes, first view', figures.dashboard.firstView],
    ['one dashboard search', figures.dashboard.search],
  ];
  return steps
    .filter(([, s]) => s)
    .map(([name, s]) => {
      const answers = s.operations.join(', ') || 'no API request';
      return `- ${name} (${fixed(s.ms / 1000, 2)} s from the click or the first key to the last answer): ${answers}`;
    })
    .join('\n');
}

/**
 * @param {{ small: any, large: any, conditions: string, browser: boolean, query: string }} results
 * @returns {string} markdown without the section heading
 */
export function scaleMarkdown({ small, large, conditions, browser, query }) {
  const seed = large.seed;
  const table = [
    row([
      'figure',
      `${small.recipes} recipes (demo)`,
      `${large.recipes} recipes`,
      `${large.recipes} / 30`,
      'budget at ' + large.recipes,
      '',
    ]),
    row(['---', '---:', '---:', '---:', '---', '---']),
    ...lines(small, large, browser).map((l) =>
      row([l.label, l.small, l.large, l.ratio ?? '', l.budget, verdict(l.pass)]),
    ),
  ].join('\n');
  return [
    conditions,
    `Seeding the ${large.recipes}-recipe site: migrations, the admin and the demo (${small.recipes} recipes, with ` +
      `their pictures) in ` +
      `${fixed(seed.demoMs / 1000)} s, then ${seed.created} generated recipes through \`RecipeService.create\` ` +
      `(${seed.drafts} drafts, ${seed.scheduled} scheduled) in ${fixed(seed.ms / 1000)} s, ${seed.recipesPerSecond} recipes/s.`,
    'Each site in a throwaway data folder, the app as `npm start` runs it with `WEB_CONCURRENCY=1` and ' +
      '`PAGE_CACHE_MB=0` (every recipe page a render). API answers: the bodies of every `/graphql` and `/api` ' +
      'answer from the step until the network stayed quiet for 1.2 s, uncompressed (budgets), each gzipped alone, and ' +
      `as transferred; the searches type "${query}". Search latency: one request at a time over the query mix of ` +
      `bench:search, measured last (after the memory reading), each API in a pass of its own, after one unmeasured ` +
      `pass (the JIT's warm-up), then ${large.search.passes} passes of different queries (${large.search.samples} ` +
      `per API in all): the pass with the median p95, and in brackets the best. The REST search answers up to 50 full ` +
      `recipes (about 190 KB at 10,000): its time is the time of any 50 full recipes, as the row below it shows. ` +
      `Budgets are issue 22's; the verdicts are informational.`,
    table,
    ...(browser
      ? [`Where the API bytes go at ${large.recipes} recipes:`, stepDetails(large)]
      : ['Browser steps skipped.']),
  ].join('\n\n');
}
