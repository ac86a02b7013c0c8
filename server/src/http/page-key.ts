import type { Request } from 'express';

/** The URL parameters each public page reads (the client's route data and pages); any other is left out of the key. */
const FILTER_GROUPS = ['category', 'occasion', 'craving', 'ingredient', 'skill', 'time'];
const PAGE_NUMBER = /^(page|p\.\d{1,9})$/;

const KNOWN: { path: RegExp; params: (name: string) => boolean }[] = [
  // each category's grid keeps its page in its own parameter (?p.3=2)
  { path: /^\/recipes\/?$/, params: (name) => /^p\.\d{1,9}$/.test(name) },
  { path: /^\/(category|craving)\/[^/]+\/?$/, params: (name) => name === 'page' },
  { path: /^\/recipe-filter\/?$/, params: (name) => name === 'page' || FILTER_GROUPS.includes(name) },
  // `link`: a mailed sign-in link, which the login page offers to redeem (one key per link: rare and short-lived)
  {
    path: /^\/(login|auth\/login|register)\/?$/,
    params: (name) => name === 'next' || name === 'reason' || name === 'link',
  },
];

/** A page number as the client reads it: 1 (left out) when missing or not a positive integer. */
const pageNumber = (value: string) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? String(page) : undefined;
};

/**
 * The page a request shows, as the page cache keys and renders it: its path and, in name order, the first value of
 * each parameter that page reads (page numbers normalised). Tracking parameters (utm_*, fbclid, …), unknown ones and
 * repeats all land on the same key, so they neither fill the cache nor cost a render.
 */
export function pageKeyOf(req: Pick<Request, 'path' | 'originalUrl'>): string {
  const known = KNOWN.find((route) => route.path.test(req.path));
  if (!known) return req.path;
  const query = new URLSearchParams(req.originalUrl.split('?')[1] ?? '');
  const kept = new URLSearchParams();
  for (const name of [...new Set(query.keys())].filter(known.params).sort()) {
    const raw = query.get(name)!.trim();
    const value = PAGE_NUMBER.test(name) ? pageNumber(raw) : raw || undefined;
    if (value) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `${req.path}?${search}` : req.path;
}
