// Flat-vector SVG illustrations for the demo content: dish pictures, category tiles and e-book covers.
// Pure and deterministic (a PRNG seeded from a string hash, no I/O). Only SVG features librsvg renders:
// shapes, paths, gradients, patterns, clip paths, transforms and opacity; text uses generic font families.
import type { DemoArt } from './demo.types';

type Rng = () => number;
type Pt = [number, number];
type Vessel = DemoArt['vessel'];
export type Orientation = 'vertical' | 'horizontal';
/** Drawing state shared by the painters: seeded randomness, palette, table colour and the collected <defs>. */
type Ctx = { rng: Rng; main: string; sec: string; gar: string; bg: string; defs: string[]; ids: number };

const TAU = Math.PI * 2;
const RAD = Math.PI / 180;
const SERIF = `Georgia, 'DejaVu Serif', serif`;
const SANS = `'DejaVu Sans', Arial, sans-serif`;
const NAPKINS = ['#fdfbf6', '#c8553d', '#3f5e7a', '#7d9a6f', '#e3b04b', '#efd3c8', '#6b4e71', '#2f6f6a'];
/** Cutlery drawn upright around (0, 0), 600 units long; filled by the enclosing group. */
const FORK =
  '<path d="M-30,-300h11v95h-11zM-10,-300h9v95h-9zM5,-300h9v95h-9zM19,-300h11v95h-11z"/>' +
  '<path d="M-30,-215Q-30,-150 -10,-130L-14,150Q-22,290 0,300Q22,290 14,150L10,-130Q30,-150 30,-215Z"/>';
const KNIFE = '<path d="M-6,-300Q32,-250 24,-40H-14Z"/><rect x="-16" y="-50" width="32" height="350" rx="16"/>';
const SPOON =
  '<ellipse cx="0" cy="-215" rx="55" ry="85"/><path d="M-8,-140L-16,170Q-22,290 0,300Q22,290 16,170L8,-140Z"/>';

const f = (v: number): string => String(Math.round(v * 10) / 10);
const xy = (p: Pt): string => `${f(p[0])},${f(p[1])}`;
const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function makeRng(key: string): Rng {
  let a = 2166136261;
  for (let i = 0; i < key.length; i++) a = Math.imul(a ^ key.charCodeAt(i), 16777619);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const between = (r: Rng, lo: number, hi: number): number => lo + (hi - lo) * r();
const pick = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)] as T;

function rgb(hex: string): [number, number, number] {
  let h = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())?.[1] ?? '808080';
  if (h.length === 3) h = h.replace(/./g, '$&$&');
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}
const hex2 = (v: number): string => Math.round(v).toString(16).padStart(2, '0');
function mix(a: string, b: string, t: number): string {
  const [x, y] = [rgb(a), rgb(b)];
  return `#${x.map((v, i) => hex2(v + ((y[i] ?? v) - v) * t)).join('')}`;
}
/** Lighten (t > 0) or darken (t < 0) a colour. */
const tint = (c: string, t: number): string => (t < 0 ? mix(c, '#000000', -t) : mix(c, '#ffffff', t));
const luma = (c: string): number => (rgb(c)[0] * 0.299 + rgb(c)[1] * 0.587 + rgb(c)[2] * 0.114) / 255;
const isGreen = (c: string): boolean => rgb(c)[1] > Math.max(rgb(c)[0], rgb(c)[2]);

const circle = (x: number, y: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${fill}" ${extra}/>`;
const ellipse = (x: number, y: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}" ${extra}/>`;
const rect = (x: number, y: number, w: number, h: number, extra: string): string =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" ${extra}/>`;
const path = (d: string, fill: string, extra = ''): string => `<path d="${d}" fill="${fill}" ${extra}/>`;
const line = (color: string, width: number, extra = ''): string =>
  `stroke="${color}" stroke-width="${f(width)}" stroke-linecap="round" stroke-linejoin="round" ${extra}`;
const stroke = (d: string, color: string, width: number, extra = ''): string =>
  `<path d="${d}" fill="none" ${line(color, width, extra)}/>`;
const g = (transform: string, body: string, extra = ''): string => `<g transform="${transform}" ${extra}>${body}</g>`;
const rot = (deg: number, x: number, y: number): string => `transform="rotate(${f(deg)} ${f(x)} ${f(y)})"`;
const polar = (rad: number, deg: number): Pt => [rad * Math.cos(deg * RAD), rad * Math.sin(deg * RAD)];
const arcD = (rad: number, from: number, to: number): string =>
  `M${xy(polar(rad, from))}A${f(rad)},${f(rad)} 0 0 1 ${xy(polar(rad, to))}`;

/** Registers a <defs> entry built around a fresh id and returns that id. */
function def(ctx: Ctx, make: (id: string) => string): string {
  const id = `d${ctx.ids++}`;
  ctx.defs.push(make(id));
  return id;
}
const st = (offset: number, color: string, opacity = 1): string =>
  `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`;
const grad = (ctx: Ctx, kind: 'linear' | 'radial', attrs: string, ...stops: string[]): string =>
  `url(#${def(ctx, (id) => `<${kind}Gradient id="${id}" ${attrs}>${stops.join('')}</${kind}Gradient>`)})`;
const clip = (ctx: Ctx, d: string): string =>
  `clip-path="url(#${def(ctx, (id) => `<clipPath id="${id}"><path d="${d}"/></clipPath>`)})"`;
/** A radial fade standing in for a blurred shadow (much cheaper to render than a blur filter). */
const shadow = (ctx: Ctx, x: number, y: number, rx: number, ry: number, a = 0.32): string =>
  ellipse(x, y, rx, ry, grad(ctx, 'radial', '', st(0, '#000', a), st(0.6, '#000', a * 0.75), st(1, '#000', 0)));
/** A glossy radial fill: light spot up-left, darker rim. */
const gloss = (ctx: Ctx, c: string, light = 0.3, dark = -0.3): string =>
  grad(ctx, 'radial', 'cx="0.38" cy="0.34" r="0.72"', st(0, tint(c, light)), st(0.6, c), st(1, tint(c, dark)));

/** Closed Catmull-Rom curve through the points. */
function smooth(pts: Pt[]): string {
  const at = (i: number): Pt => pts[(i + pts.length) % pts.length] ?? [0, 0];
  let d = `M${xy(at(0))}`;
  for (let i = 0; i < pts.length; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    d += `C${xy(c1)} ${xy([p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6])} ${xy(p2)}`;
  }
  return `${d}Z`;
}
/** A fluted paper cup outline, radius about 130. */
const CUP = smooth(Array.from({ length: 36 }, (_, i) => polar(i % 2 ? 138 : 128, i * 10)));
/** An organic closed shape: an ellipse whose radius wobbles by `jitter`, rotated by `turn` radians. */
function blob(r: Rng, x: number, y: number, rx: number, ry: number, jitter = 0.15, k = 9, turn = r() * TAU): string {
  const pts: Pt[] = [];
  for (let i = 0; i < k; i++) {
    const [a, j] = [(i / k) * TAU, 1 + (r() * 2 - 1) * jitter];
    const [u, v] = [Math.cos(a) * rx * j, Math.sin(a) * ry * j];
    pts.push([x + u * Math.cos(turn) - v * Math.sin(turn), y + u * Math.sin(turn) + v * Math.cos(turn)]);
  }
  return smooth(pts);
}
/** Up to `count` points inside an ellipse, at least `gap` apart. */
function spread(r: Rng, count: number, rx: number, ry: number, gap: number): Pt[] {
  const pts: Pt[] = [];
  for (let tries = 0; pts.length < count && tries < count * 40; tries++) {
    const [a, d] = [r() * TAU, Math.sqrt(r())];
    const p: Pt = [Math.cos(a) * d * rx, Math.sin(a) * d * ry];
    if (pts.every(([x, y]) => Math.hypot(x - p[0], y - p[1]) >= gap)) pts.push(p);
  }
  return pts;
}
function leaf(x: number, y: number, l: number, angle: number, color: string): string {
  const w = l * 0.36;
  const d = `M0,0C${f(l * 0.3)},${f(-w)} ${f(l * 0.8)},${f(-w * 0.7)} ${f(l)},0C${f(l * 0.8)},${f(w * 0.7)} ${f(l * 0.3)},${f(w)} 0,0Z`;
  const vein = stroke(`M${f(l * 0.08)},0L${f(l * 0.8)},0`, tint(color, -0.25), l * 0.05);
  return g(`translate(${f(x)},${f(y)}) rotate(${f(angle)})`, path(d, color) + vein);
}
/** Herb leaves radiating from a point when the colour is green, otherwise a cluster of glossy bits (berries, nuts). */
function garnish(ctx: Ctx, x: number, y: number, size: number, c = ctx.gar): string {
  const r = ctx.rng;
  let s = '';
  for (let i = 0, n = 3 + Math.floor(r() * 3), base = r() * 360; i < n; i++) {
    const [a, shade] = [base + (i * 360) / n + between(r, -20, 20), tint(c, between(r, -0.15, 0.15))];
    const [u, v] = polar(size * 0.35, a);
    s += isGreen(c)
      ? leaf(x, y, size * between(r, 0.75, 1.1), a, shade)
      : circle(x + u, y + v, size * 0.22, gloss(ctx, shade, 0.35, -0.3));
  }
  return s;
}
/** A citrus/fruit wheel seen face-on. */
function wheel(x: number, y: number, rad: number, c: string): string {
  const pith = mix(c, '#ffffff', 0.7);
  let s = circle(x, y, rad, tint(c, -0.2)) + circle(x, y, rad * 0.9, pith) + circle(x, y, rad * 0.8, tint(c, 0.25));
  for (let i = 0; i < 8; i++) s += stroke(`M${xy([x, y])}l${xy(polar(rad * 0.8, i * 45))}`, pith, rad * 0.07);
  return s + circle(x, y, rad * 0.1, pith);
}

/** The table: base colour, a seeded textile pattern (stripes, gingham, linen or dots), soft light and vignette. */
function tablecloth(ctx: Ctx, w: number, h: number, strength: number): string {
  const { rng: r, bg } = ctx;
  const [ink, a, vertical] = [luma(bg) > 0.45 ? '#3a2418' : '#ffffff', 0.075 * strength, r() < 0.6];
  const u = Math.round(between(r, 70, 120) * (Math.max(w, h) / 1600));
  const o = (k: number): string => `fill-opacity="${(a * k).toFixed(3)}"`;
  const band = (at: number, size: number, k: number): string =>
    vertical ? rect(at, 0, size, u, o(k)) : rect(0, at, u, size, o(k));
  const weave = `M0,2H${u}M0,${u / 2}H${u}M${u / 4},0V${u}M${u * 0.75},0V${u}`;
  const tiles = [
    band(0, u * 0.42, 1.3) + band(u * 0.62, u * 0.06, 2),
    rect(0, 0, u / 2, u, o(1)) + rect(0, 0, u, u / 2, o(1)),
    stroke(weave, ink, u / 40, `stroke-opacity="${a.toFixed(3)}"`),
    circle(u / 4, u / 4, u * 0.08, ink, o(1.8)) + circle(u * 0.75, u * 0.75, u * 0.08, ink, o(1.8)),
  ];
  const attrs = `width="${u}" height="${u}" patternUnits="userSpaceOnUse"`;
  const id = def(ctx, (id) => `<pattern id="${id}" ${attrs}><g fill="${ink}">${pick(r, tiles)}</g></pattern>`);
  const light = grad(ctx, 'linear', 'x2="1" y2="1"', st(0, '#fff', 0.12), st(0.6, '#fff', 0));
  const vignette = grad(ctx, 'radial', 'r="0.75"', st(0.55, '#000', 0), st(1, '#000', 0.28));
  return [bg, `url(#${id})`, light, vignette].map((c) => `<rect width="${w}" height="${h}" fill="${c}"/>`).join('');
}

function plate(ctx: Ctx, r: number): string {
  const c = pick(ctx.rng, ['#fbf8f2', '#f4efe6', '#eef2f3', '#f7efe6']);
  const well = grad(ctx, 'radial', '', st(0.85, c), st(0.97, tint(c, -0.06)), st(1, tint(c, -0.12)));
  const s = shadow(ctx, r * 0.06, r * 0.09, r * 1.1, r * 1.08) + circle(0, 0, r, gloss(ctx, c, 0.6, -0.12));
  return s + circle(0, 0, r * 0.72, well) + stroke(arcD(r * 0.86, 195, 250), '#fff', r * 0.035, 'stroke-opacity="0.9"');
}
function boardShape(ctx: Ctx): string {
  const r = ctx.rng;
  const wood = pick(r, ['#c98f56', '#b57a45', '#d6a56b']);
  const d =
    'M-400,-230Q-400,-260 -370,-260H280Q310,-260 310,-230V-60H420Q460,-60 460,-20V20Q460,60 420,60H310V230Q310,260 280,260H-370Q-400,260 -400,230Z';
  let s = shadow(ctx, 10, 40, 500, 330) + path(d, tint(wood, -0.4), 'transform="translate(6,16)"');
  s += path(d, grad(ctx, 'linear', 'x2="1" y2="1"', st(0, tint(wood, 0.12)), st(1, tint(wood, -0.1))));
  for (let y = -220; y < 240; y += between(r, 45, 80)) {
    const [y1, y2] = [f(y + between(r, -25, 25)), f(y + between(r, -25, 25))];
    s += stroke(`M-390,${f(y)}C-150,${y1} 60,${y2} 300,${f(y)}`, tint(wood, -0.25), between(r, 2, 5), 'opacity="0.45"');
  }
  return s + circle(415, 0, 20, tint(ctx.bg, -0.1)) + stroke(d, tint(wood, -0.3), 4);
}

/** A plate with a grilled main, a grainy side (rice, farofa, purée) and herbs. */
function plated(ctx: Ctx): string {
  const { rng: r, main, sec, gar } = ctx;
  let s = plate(ctx, 390) + path(blob(r, 125, 100, 135, 105, 0.12), gloss(ctx, sec, 0.25, -0.15));
  for (const [x, y] of spread(r, 50, 115, 88, 13)) {
    s += ellipse(125 + x, 100 + y, 9, 4, tint(sec, pick(r, [-0.18, 0.35])), rot(r() * 180, 125 + x, 100 + y));
  }
  const m = blob(r, -90, -55, 175, 120, 0.1, 10);
  s += path(m, tint(main, -0.45), 'transform="translate(5,12)"') + path(m, gloss(ctx, main, 0.22, -0.22));
  const marks = stroke('M-220,-96H220M-220,-48H220M-220,0H220M-220,48H220M-220,96H220', tint(main, -0.5), 14);
  s += `<g ${clip(ctx, m)} opacity="0.55">${g(`translate(-90,-55) rotate(${f(between(r, 25, 55))})`, marks)}</g>`;
  for (const [x, y] of spread(r, 14, 140, 90, 22)) s += circle(x - 90, y - 55, 5, tint(gar, between(r, -0.2, 0.2)));
  return s + garnish(ctx, 190, -150, 60) + garnish(ctx, -60, 175, 52) + garnish(ctx, 230, 60, 40);
}

/** One sweet or snack piece (brigadeiro, coxinha, pão de queijo...), optionally in a fluted paper cup. */
function piece(ctx: Ctx, [x, y]: Pt, pr: number, turn: number, style: string, oval: boolean): string {
  const { rng: r, main, sec, gar } = ctx;
  const [rx, ry] = oval ? [pr * 1.15, pr * 0.8] : [pr, pr * between(r, 0.92, 1)];
  let s = '';
  if (style === 'cups') {
    const at = `transform="translate(${xy([x, y])}) scale(${(rx / 100).toFixed(3)},${(ry / 100).toFixed(3)})"`;
    s += path(CUP, gloss(ctx, gar, 0.3, -0.2), at) + ellipse(x, y, rx * 1.1, ry * 1.1, tint(gar, -0.3));
  }
  s += ellipse(x, y, rx, ry, gloss(ctx, main, 0.32, -0.35));
  if (style === 'glazed') {
    s += path(blob(r, x, y - ry * 0.08, rx * 0.8, ry * 0.74, 0.12, 10), gloss(ctx, sec, 0.35, -0.1));
    s += circle(x, y - ry * 0.1, pr * 0.18, gloss(ctx, gar, 0.4, -0.3));
  } else {
    for (const [u, v] of spread(r, 14, rx * 0.78, ry * 0.78, pr * 0.22)) {
      const c = style === 'cups' ? tint(sec, between(r, 0, 0.2)) : tint(gar, between(r, -0.15, 0.2));
      s += stroke(`M${xy([x + u - pr * 0.07, y + v])}h${f(pr * 0.14)}`, c, pr * 0.08, rot(r() * 180, x + u, y + v));
    }
  }
  const [hx, hy] = [x - rx * 0.36, y - ry * 0.42];
  s += ellipse(hx, hy, rx * 0.3, ry * 0.16, '#fff', `fill-opacity="0.4" ${rot(-35, hx, hy)}`);
  return shadow(ctx, x + pr * 0.15, y + pr * 0.22, pr * 1.4, pr * 1.35, 0.4) + g(`rotate(${f(turn)} ${xy([x, y])})`, s);
}
/** 6 to 12 pieces in a ring (plus a centre group) on a plate or a wooden board. */
function pieces(ctx: Ctx): string {
  const r = ctx.rng;
  const [count, onBoard] = [6 + Math.floor(r() * 7), r() < 0.35];
  const [cx, ringX, ringY] = onBoard ? [-45, 255, 165] : [0, 230, 230];
  const inner = count >= 10 ? 3 : count >= 7 ? 1 : 0;
  const outer = count - inner;
  const [style, oval, start] = [pick(r, ['cups', 'sprinkled', 'glazed']), r() < 0.35, r() * TAU];
  // pr * m is a piece's outer radius along the ring: keep neighbours and the centre group apart
  const m = (oval ? 1.15 : 1) * (style === 'cups' ? 1.38 : 1.05);
  const chord = (TAU * Math.sqrt((ringX ** 2 + ringY ** 2) / 2)) / outer;
  const pr = Math.min(70 * m, chord * 0.48, ringY / (inner === 3 ? 3.2 : 2)) / m;
  let s = onBoard ? boardShape(ctx) : plate(ctx, 395);
  for (let i = 0; i < count; i++) {
    const a = start + (i < outer ? i / outer : (i - outer) / 3) * TAU;
    const ringPt: Pt = [Math.cos(a) * ringX, Math.sin(a) * ringY];
    const [x, y] = i < outer ? ringPt : polar(inner === 1 ? 0 : 1.16 * pr * m, a / RAD);
    s += piece(ctx, [cx + x + between(r, -4, 4), y + between(r, -4, 4)], pr, a / RAD + 90, style, oval);
  }
  return g(`rotate(${f(between(r, -7, 7))})`, s);
}

/** Stew, soup or cream seen from above: textured surface, chunks or sausage slices, a cream swirl and herbs. */
function stew(ctx: Ctx, R: number): string {
  const { rng: r, main, sec } = ctx;
  let s = circle(0, 0, R, gloss(ctx, main, 0.22, -0.3));
  for (const [x, y] of spread(r, 70, R * 0.93, R * 0.93, R * 0.075)) {
    s += ellipse(x, y, R * 0.042, R * 0.027, tint(main, pick(r, [-0.3, -0.15, 0.2])), rot(r() * 180, x, y));
  }
  const sliced = r() < 0.5;
  for (const [x, y] of spread(r, 5 + Math.floor(r() * 4), R * 0.68, R * 0.68, R * 0.3)) {
    if (sliced) {
      s += circle(x + 4, y + 6, R * 0.12, '#000', 'opacity="0.25"') + circle(x, y, R * 0.12, tint(sec, -0.25));
      s += circle(x, y, R * 0.1, gloss(ctx, sec, 0.2, -0.1));
      for (const [u, v] of spread(r, 4, R * 0.07, R * 0.07, R * 0.03)) s += circle(x + u, y + v, 4, tint(sec, 0.55));
    } else {
      const chunk = blob(r, x, y, R * 0.13, R * 0.1, 0.25);
      s += path(chunk, '#000', 'opacity="0.22" transform="translate(4,6)"') + path(chunk, gloss(ctx, sec, 0.25, -0.2));
    }
  }
  if (luma(main) > 0.35 && r() < 0.6) {
    const swirl = Array.from({ length: 40 }, (_, i) => xy(polar(i * R * 0.005, i * 17))).join('L');
    const at = xy([between(r, -R * 0.3, R * 0.3), between(r, -R * 0.3, R * 0.3)]);
    s += stroke(`M${swirl}`, '#fffaf0', R * 0.04, `stroke-opacity="0.85" transform="translate(${at})"`);
  }
  for (const [x, y] of spread(r, 4 + Math.floor(r() * 3), R * 0.78, R * 0.78, R * 0.3)) s += garnish(ctx, x, y, 30);
  s += ellipse(-R * 0.3, -R * 0.38, R * 0.22, R * 0.08, '#fff', `fill-opacity="0.16" ${rot(-35, -R * 0.3, -R * 0.38)}`);
  return s + circle(0, 0, R * 0.975, 'none', `stroke="#000" stroke-opacity="0.25" stroke-width="${f(R * 0.05)}"`);
}
function bowl(ctx: Ctx): string {
  const c = pick(ctx.rng, ['#f6f1e7', '#dfe8ec', '#efe2cf', '#34424c', '#c9dccb']);
  const wall = grad(ctx, 'radial', 'cx="0.56" cy="0.6"', st(0.6, tint(c, -0.05)), st(1, tint(c, -0.3)));
  const s = shadow(ctx, 22, 30, 400, 390) + circle(0, 0, 360, gloss(ctx, c, 0.4, -0.22)) + circle(0, 0, 325, wall);
  return s + g('translate(8,12)', stew(ctx, 298)) + stroke(arcD(343, 195, 255), '#fff', 9, 'stroke-opacity="0.7"');
}
/** Panela de barro: a clay pot with lug handles and a wooden spoon. */
function pan(ctx: Ctx): string {
  const r = ctx.rng;
  const clay = pick(r, ['#a4532f', '#8e4526', '#b2613a']);
  let s = shadow(ctx, 24, 32, 470, 400);
  for (const sx of [-1, 1]) s += path(blob(r, sx * 355, 0, 85, 58, 0.06, 8, 0), gloss(ctx, clay, 0.15, -0.3));
  s += circle(0, 0, 352, gloss(ctx, clay, 0.25, -0.3)) + circle(0, 0, 318, tint(clay, -0.35));
  s += g('translate(6,9)', stew(ctx, 300)) + stroke(arcD(335, 190, 260), tint(clay, 0.3), 8);
  const turn = between(r, -50, -25);
  const spoon = (a: string, b: string): string => path('M90,-16H440Q456,0 440,16H90Z', a) + ellipse(40, 0, 80, 50, b);
  s += g(`translate(10,16) rotate(${f(turn)})`, spoon('#000', '#000'), 'opacity="0.3"');
  return s + g(`rotate(${f(turn)})`, spoon(gloss(ctx, '#d19a5f', 0.2), gloss(ctx, '#d19a5f', 0.25)));
}
/** A wooden board with a sliced loaf or roast, a ramekin and herbs. */
function boardDish(ctx: Ctx): string {
  const { rng: r, main, sec, gar } = ctx;
  let s = boardShape(ctx);
  const [count, dy, tilt] = [5 + Math.floor(r() * 4), between(r, -4, 22), between(r, -32, -8)];
  for (let i = count; i >= 0; i--) {
    const [x, y] = [-250 + i * 52, -60 + (i - count / 2) * dy];
    const [rx, ry, fill] = i === count ? [85, 120, tint(main, -0.25)] : [40, 112, gloss(ctx, main, 0.2, -0.15)];
    s += ellipse(x + 8, y + 10, rx, ry, '#000', `fill-opacity="0.25" ${rot(tilt, x + 8, y + 10)}`);
    s += ellipse(x, y, rx, ry, fill, `stroke="${tint(main, -0.45)}" stroke-width="9" ${rot(tilt, x, y)}`);
  }
  s += shadow(ctx, -225, 165, 110, 95) + circle(-235, 150, 82, '#f6f1e7') + circle(-235, 150, 66, gloss(ctx, sec, 0.2));
  for (const [x, y] of spread(r, 8, 50, 50, 16)) s += circle(x - 235, y + 150, 6, tint(gar, between(r, -0.2, 0.2)));
  s += garnish(ctx, 200, -175, 55) + garnish(ctx, 150, 180, 45) + garnish(ctx, -330, -170, 40);
  return g(`rotate(${f(between(r, -7, 7))})`, s);
}

/** A frosted layer cake in 3/4 view on a stand, with a wedge cut out and drips down the side. */
function cake(ctx: Ctx): string {
  const { rng: r, main, sec, gar } = ctx;
  const [rx, ry, top, h, stand] = [270, 98, -170, 230, '#f7f3ee'];
  const bot = top + h;
  const [a1, a2] = [between(r, 30, 58) * RAD, between(r, 112, 145) * RAD];
  const on = (a: number, y: number, k = 1): Pt => [rx * k * Math.cos(a), y + ry * k * Math.sin(a)];
  const arc = (p: Pt, large = 0, sweep = 1): string => `A${rx},${ry} 0 ${large} ${sweep} ${xy(p)}`;
  let s = shadow(ctx, 14, bot + 175, 260, 48, 0.4) + ellipse(0, bot + 170, 110, 24, tint(stand, -0.12));
  s += path(`M-55,${bot + 40}L-105,${bot + 170}H105L55,${bot + 40}Z`, gloss(ctx, stand, 0.3, -0.2));
  s += ellipse(0, bot + 36, 360, 128, tint(stand, -0.2)) + ellipse(0, bot + 22, 360, 128, gloss(ctx, stand, 0.4, -0.1));
  const [dark, light] = [tint(main, -0.25), tint(main, 0.1)];
  const side = grad(ctx, 'linear', 'x2="1"', st(0, dark), st(0.4, light), st(1, dark));
  const body = `M${rx},${top}L${rx},${bot}${arc(on(a1, bot))}L0,${bot}L${xy(on(a2, bot))}${arc([-rx, bot])}`;
  s += path(`${body}L${-rx},${top}${arc([0, top - ry])}${arc([rx, top])}Z`, side);
  // the two cut faces of the missing wedge: sponge, two filling layers and the frosting edge
  const face = (p: Pt, d: number, t: number, c: string): string =>
    path(`M0,${top + d}L${xy([p[0], p[1] + d])}v${t}L0,${top + d + t}Z`, c);
  for (const [p, k] of [[on(a1, top), 0.22] as const, [on(a2, top), 0.08] as const]) {
    s += face(p, 0, h, tint(main, k)) + face(p, 0, 24, sec);
    s += face(p, h * 0.36, 16, tint(sec, k / 2)) + face(p, h * 0.68, 16, tint(sec, k / 2));
  }
  const drips = (from: number, to: number): string => {
    const drops = Array.from({ length: 4 }, () => [between(r, from, to), between(r, 30, 100)] as const);
    const [upper, lower]: [Pt[], Pt[]] = [[], []];
    for (let a = from; a <= to + 0.001; a += (to - from) / Math.ceil((to - from) / 0.012)) {
      const len = drops.map(([c, l]) => (Math.abs(a - c) < 0.065 ? l * Math.sqrt(1 - ((a - c) / 0.065) ** 2) : 0));
      upper.push(on(a, top - 6));
      lower.unshift(on(a, top + Math.max(22, ...len)));
    }
    return path(`M${[...upper, ...lower].map(xy).join('L')}Z`, sec);
  };
  s += drips(0, a1) + drips(a2, Math.PI);
  s += path(`M0,${top}L${xy(on(a1, top))}${arc(on(a2, top), 1, 0)}Z`, gloss(ctx, sec, 0.18, -0.1));
  const rosettes = r() < 0.5;
  for (let i = 0; i < (rosettes ? 7 : 45); i++) {
    const a = rosettes ? a2 + 0.4 + (i * (TAU - (a2 - a1) - 0.8)) / 6 : between(r, a2 + 0.15, a1 + TAU - 0.15);
    const [x, y] = on(a, top, rosettes ? 0.78 : between(r, 0.25, 0.85));
    s += rosettes
      ? circle(x, y, 22, gloss(ctx, gar, 0.3, -0.2)) + circle(x, y - 2, 10, 'none', line(tint(gar, -0.2), 3))
      : stroke(`M${xy([x - 6, y])}h12`, tint(gar, between(r, -0.15, 0.1)), 5, rot(r() * 180, x, y));
  }
  return s + stroke(`M${xy(on(Math.PI * 1.15, top))}${arc(on(Math.PI * 1.45, top))}`, '#fff', 7, 'opacity="0.45"');
}

/** Glass body shared by the drink and the jar: back pane, clipped contents, outline and highlights. */
function glassware(ctx: Ctx, outline: string, inner: string, contents: string, top: number, w: number): string {
  let s = path(outline, '#ffffff', 'fill-opacity="0.3"') + `<g ${clip(ctx, inner)}>${contents}</g>`;
  s += path(outline, 'none', `stroke="${tint(ctx.bg, -0.35)}" stroke-opacity="0.55" stroke-width="4"`);
  s += path(outline, 'none', 'stroke="#fff" stroke-opacity="0.8" stroke-width="6" transform="scale(0.985)"');
  s += ellipse(0, top, w, w * 0.14, 'none', `stroke="#fff" stroke-opacity="0.9" stroke-width="6"`);
  return s + stroke(`M${-w + 30},${top + 50}L${-w + 40},${top + 420}`, '#fff', 16, 'stroke-opacity="0.5"');
}
/** Whatever sticks out above a glass rim (straw, spoon), clipped so it is not drawn twice over the glass. */
const aboveRim = (ctx: Ctx, top: number, body: string): string =>
  `<g ${clip(ctx, `M-400,-600H400V${top}H-400Z`)}>${body}</g>`;
/** A tall drink with ice, muddled fruit, a striped straw and a fruit wheel on the rim. */
function drink(ctx: Ctx): string {
  const { rng: r, main, sec, gar } = ctx;
  const [tw, bw, top, bot] = [155, 120, -290, 300];
  const level = top + between(r, 45, 80);
  const half = (y: number): number => bw + ((tw - bw) * (bot - y)) / (bot - top) - 10;
  const outline =
    `M${-tw},${top}L${-bw},${bot - 24}Q${-bw},${bot} ${-bw + 24},${bot}` +
    `H${bw - 24}Q${bw},${bot} ${bw},${bot - 24}L${tw},${top}Z`;
  const inner = `M${-half(level)},${level}H${half(level)}L${half(bot - 36)},${bot - 36}H${-half(bot - 36)}Z`;
  const strawD = `M40,${bot - 90}L${tw - 30},${top - 150}`;
  const stripes = stroke(strawD, sec, 20, 'stroke-dasharray="18 22"');
  const straw = stroke(strawD, luma(gar) > 0.8 ? gar : '#fff', 20) + stripes;
  const liquid = grad(ctx, 'linear', 'y2="1"', st(0, tint(main, 0.2)), st(1, tint(main, -0.2)));
  let c = rect(-200, level, 400, bot - level, `fill="${liquid}"`);
  c += ellipse(0, level, half(level), 16, tint(main, 0.35));
  for (let i = 0; i < 4; i++) {
    c += path(blob(r, between(r, -70, 70), bot - between(r, 60, 110), 48, 30, 0.2, 7), gloss(ctx, sec, 0.3, -0.2));
  }
  c += straw;
  for (let i = 0; i < 5; i++) {
    const [x, y] = [between(r, -70, 70), level + 20 + i * between(r, 55, 75)];
    const ice = `rx="16" fill="#fff" fill-opacity="0.35" stroke="#fff" stroke-opacity="0.75" stroke-width="4"`;
    c += rect(x - 42, y - 38, 84, 76, `${ice} ${rot(between(r, -30, 30), x, y)}`);
  }
  for (const [x, y] of spread(r, 14, 90, 200, 25)) c += circle(x, y + 60, between(r, 3, 7), '#fff', 'opacity="0.6"');
  const s = shadow(ctx, 16, bot + 6, 185, 40, 0.4) + aboveRim(ctx, top, straw);
  return s + glassware(ctx, outline, inner, c, top, tw) + wheel(tw - 15, top - 8, 78, sec);
}
/** A glass jar (pote) with a layered dessert, a long spoon and fruit on top. */
function jar(ctx: Ctx): string {
  const { rng: r, main, sec, gar } = ctx;
  const [w, top, bot] = [170, -250, 300];
  const outline =
    `M${-w + 8},${top}L${-w},${top + 30}V${bot - 40}Q${-w},${bot} ${-w + 40},${bot}` +
    `H${w - 40}Q${w},${bot} ${w},${bot - 40}V${top + 30}L${w - 8},${top}Z`;
  const inner =
    `M${-w + 12},${top}V${bot - 45}Q${-w + 12},${bot - 12} ${-w + 45},${bot - 12}` +
    `H${w - 45}Q${w - 12},${bot - 12} ${w - 12},${bot - 45}V${top}Z`;
  const [fillTop, layers] = [top + between(r, 40, 60), 4 + Math.floor(r() * 2)];
  const spoon =
    stroke(`M30,${fillTop + 60}L${w - 10},${top - 170}`, '#c9ced3', 16) + circle(w - 10, top - 170, 12, '#bbb');
  let c = spoon;
  for (let i = 0; i < layers; i++) {
    const [y0, amp, ph] = [fillTop + ((bot - fillTop) * i) / layers, i ? between(r, 6, 16) : 0, r() * TAU];
    const wave = Array.from({ length: 13 }, (_, k) => xy([-w + (k * w) / 6, y0 + amp * Math.sin(k * 0.9 + ph)]));
    const color = i % 2 ? (i === 1 ? mix(sec, '#8a5a2b', 0.5) : sec) : tint(main, i * 0.06);
    c += path(`M${wave.join('L')}L${w},${bot}H${-w}Z`, color);
    if (i === 1) for (const [x, y] of spread(r, 22, w * 0.9, 16, 14)) c += circle(x, y0 + 26 + y, 5, tint(sec, -0.55));
  }
  c += ellipse(0, fillTop, w - 12, 18, tint(main, 0.2));
  let s = shadow(ctx, 16, bot + 8, 205, 42, 0.4) + aboveRim(ctx, top, spoon);
  s += glassware(ctx, outline, inner, c, top, w - 8);
  s += stroke(`M${-w + 4},${top + 20}H${w - 4}M${-w + 2},${top + 34}H${w - 2}`, '#fff', 4, 'stroke-opacity="0.6"');
  for (let i = 0; i < 8; i++) {
    const arch = fillTop - 4 - 16 * Math.sin((Math.PI * (i + 0.5)) / 6);
    const x = (i < 6 ? -115 + i * 46 : i * 60 - 390) + between(r, -6, 6);
    const y = (i < 6 ? arch : fillTop - 40) + between(r, -5, 5);
    const banana = circle(x, y, 28, tint(sec, 0.15)) + circle(x, y, 18, 'none', line(tint(sec, -0.15), 3));
    const berry = path(blob(r, x, y, 32, 28, 0.12, 7), gloss(ctx, gar, 0.3, -0.25)) + circle(x - 8, y - 8, 4, '#fff');
    s += r() < 0.35 ? banana : berry;
  }
  return s + leaf(-10, fillTop - 40, 64, -140, '#5a9a3c') + leaf(-10, fillTop - 40, 56, -60, '#4f8c35');
}

const PAINTERS = { plate: plated, bowl, cake, pieces, glass: drink, pan, board: boardDish, jar };

function newCtx(art: DemoArt, seedKey: string): Ctx {
  const [main, sec, gar] = art.colors;
  return { rng: makeRng(`${seedKey}|${art.vessel}`), main, sec, gar, bg: art.background, defs: [], ids: 0 };
}
const svgDoc = (w: number, h: number, ctx: Ctx, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
  `<defs>${ctx.defs.join('')}</defs>${body}</svg>`;

/** A napkin with cutlery (fruit wheels for drinks), drawn around (0, 0) in dish units. */
function sideProps(ctx: Ctx, vessel: Vessel): string {
  const { rng: r, bg } = ctx;
  const cloth = pick(r, [...NAPKINS.filter((c) => Math.abs(luma(c) - luma(bg)) > 0.18), '#fdfbf6']);
  let napkin = rect(-150, -330, 300, 660, `rx="10" fill="${cloth}"`) + rect(-150, -330, 150, 660, 'opacity="0.05"');
  napkin += rect(-132, -312, 264, 624, `rx="6" fill="none" ${line(tint(cloth, -0.25), 3, 'stroke-dasharray="10 8"')}`);
  const s = shadow(ctx, 14, 20, 200, 360, 0.25) + g(`rotate(${f(between(r, -8, 8))})`, napkin);
  if (vessel === 'glass') {
    const herb = isGreen(ctx.gar) ? garnish(ctx, -10, 230, 45) : '';
    return s + wheel(-20, -120, 80, ctx.sec) + wheel(30, 60, 70, ctx.sec) + herb;
  }
  const left = vessel === 'bowl' || vessel === 'jar' ? SPOON : FORK;
  const ware = vessel === 'cake' ? FORK : g('translate(-48,0)', left) + g('translate(55,0)', KNIFE);
  const metal = grad(ctx, 'linear', 'x2="1"', st(0, '#9aa3ab'), st(0.45, '#f1f3f5'), st(1, '#b8c0c7'));
  return s + g('translate(10,12)', ware, 'fill="#000" fill-opacity="0.2"') + `<g fill="${metal}">${ware}</g>`;
}
/** A small bowl of the side dish cut off by a corner of the picture, in canvas pixels. */
function cornerRamekin(ctx: Ctx, w: number, h: number, s: number): string {
  const { rng: r, sec } = ctx;
  const [x, y] = [w * 0.02, pick(r, [h * 0.06, h * 0.94])];
  let out = shadow(ctx, x + 12 * s, y + 16 * s, 215 * s, 205 * s) + circle(x, y, 190 * s, gloss(ctx, '#f3eee6', 0.4));
  out += circle(x, y, 160 * s, gloss(ctx, sec, 0.25, -0.3));
  for (const [u, v] of spread(r, 18, 140 * s, 140 * s, 22 * s))
    out += circle(x + u, y + v, 7 * s, tint(sec, pick(r, [-0.3, 0.3])));
  return out;
}

/** A dish in its vessel on a patterned tablecloth, with a napkin and cutlery beside it. */
export function dishSvg(art: DemoArt, seedKey: string, width = 1600, height = 1200): string {
  const ctx = newCtx(art, seedKey);
  const s = Math.min(height / 1000, width / 1450);
  const [cx, cy] = [width / 2 - 130 * s, height / 2];
  let body = tablecloth(ctx, width, height, 1) + (ctx.rng() < 0.65 ? cornerRamekin(ctx, width, height, s) : '');
  body += g(`translate(${f(cx + 570 * s)},${f(cy)}) scale(${s.toFixed(4)})`, sideProps(ctx, art.vessel));
  body += g(`translate(${f(cx)},${f(cy)}) scale(${s.toFixed(4)})`, PAINTERS[art.vessel](ctx));
  return svgDoc(width, height, ctx, body);
}

/** A square tile: the vessel centred on a halo over a bolder tablecloth pattern. */
export function categorySvg(art: DemoArt, seedKey: string, width = 800, height = 800): string {
  const ctx = newCtx(art, seedKey);
  const [cx, cy, m] = [width / 2, height / 2, Math.min(width, height)];
  let body = tablecloth(ctx, width, height, 2.2) + circle(cx, cy, m * 0.42, tint(ctx.bg, 0.3), 'fill-opacity="0.5"');
  body += circle(cx, cy, m * 0.45, 'none', line(tint(ctx.bg, 0.4), 4, 'stroke-dasharray="2 14"'));
  body += g(`translate(${f(cx)},${f(cy)}) scale(${((m / 1000) * 0.88).toFixed(4)})`, PAINTERS[art.vessel](ctx));
  return svgDoc(width, height, ctx, body);
}

/** Greedy word wrap at the largest font size that fits the box in at most four lines. */
function fitTitle(title: string, boxWidth: number, maxSize: number): { lines: string[]; size: number } {
  const words = title.trim().split(/\s+/).filter(Boolean);
  for (let size = maxSize; ; size -= 6) {
    const maxChars = Math.max(4, Math.floor(boxWidth / (size * 0.6)));
    const lines: string[] = [];
    // at the smallest size, hard-split words that still do not fit (URLs, very long compounds)
    const tokens = size > 40 ? words : words.flatMap((w) => w.match(new RegExp(`.{1,${maxChars}}`, 'gu')) ?? []);
    for (const word of tokens) {
      const last = lines[lines.length - 1];
      if (last !== undefined && `${last} ${word}`.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    if (size <= 40 || (lines.length <= 4 && lines.every((l) => l.length <= maxChars))) return { lines, size };
  }
}
/** Line-art kitchen motif for a cover (plate and cutlery, whisk and spoon, or steaming bowl), ~600 units wide. */
function coverMotif(kind: number, ink: string, paper: string): string {
  if (kind === 0) {
    const fork = 'M-250,-150V-50M-272,-150V-80M-228,-150V-80M-272,-80Q-272,-40 -250,-35Q-228,-40 -228,-80M-250,-35V150';
    const knife = path('M240,-160C282,-120 288,-40 276,10H240Z', ink) + stroke('M252,0V150', ink, 22);
    const herbs = leaf(-20, 30, 95, -60, ink) + leaf(-20, 30, 85, -5, ink) + leaf(-20, 30, 75, -115, ink);
    const rings = arcD(160, 0, 180) + arcD(160, 180, 360) + arcD(112, 0, 180) + arcD(112, 180, 360);
    return stroke(rings, ink, 10) + stroke(fork, ink, 14) + knife + herbs;
  }
  if (kind === 1) {
    const wires = [40, 75, 110].map((k) => `M0,90C${-k},20 ${-k},-170 0,-200C${k},-170 ${k},20 0,90`).join('');
    const spoon = ellipse(0, -130, 62, 88, 'none', line(ink, 14)) + stroke('M0,-42V250', ink, 26);
    const whisk = stroke(wires, ink, 9) + stroke('M0,90V250', ink, 30);
    return g('translate(0,-30) rotate(26 0 130)', spoon) + g('translate(0,-30) rotate(-26 0 130)', whisk);
  }
  const steam = [-80, 0, 80].map((x) => `M${x},-70C${x - 40},-110 ${x + 40},-150 ${x},-200`).join('');
  const bowlD = 'M-230,-10H230C230,110 130,180 0,180C-130,180 -230,110 -230,-10Z';
  const foot = rect(-80, 176, 160, 30, `rx="10" fill="${ink}"`) + leaf(150, -10, 110, -35, ink);
  return stroke(steam, ink, 14) + path(bowlD, ink) + stroke('M-170,60H170', paper, 10) + foot;
}

/** A book cover (vertical 1200×1800 or horizontal 1800×1200): label, motif, wrapped title and author. */
export function ebookCoverSvg(
  title: string,
  author: string,
  colors: [string, string],
  orientation: Orientation,
): string {
  const [c0, c1] = colors;
  const vertical = orientation === 'vertical';
  const [w, h] = vertical ? [1200, 1800] : [1800, 1200];
  const ctx = newCtx({ vessel: 'plate', colors: [c0, c1, c1], background: c0 }, `${title}|${author}`);
  const [ink, motifInk] = [luma(c0) > 0.6 ? '#2b1d15' : '#fff8ee', luma(c1) > 0.6 ? '#2b1d15' : '#fff8ee'];
  const dot = circle(24, 24, 4, ink, 'opacity="0.08"');
  const dots = `<pattern id="dots" width="48" height="48" patternUnits="userSpaceOnUse">${dot}</pattern>`;
  const paper = grad(ctx, 'linear', 'x2="0.6" y2="1"', st(0, tint(c0, 0.1)), st(1, tint(c0, -0.25)));
  let s = `<defs>${dots}</defs>` + rect(0, 0, w, h, `fill="${paper}"`) + rect(0, 0, w, h, 'fill="url(#dots)"');
  s += rect(48, 48, w - 96, h - 96, `rx="8" fill="none" ${line(ink, 3, 'stroke-opacity="0.45"')}`);
  s += circle(w, 0, 260, c1, 'fill-opacity="0.18"') + circle(0, h, 320, c1, 'fill-opacity="0.14"');
  const [mx, my, mr] = vertical ? [600, 560, 290] : [1340, 600, 330];
  s += circle(mx + 14, my + 20, mr, '#000', 'fill-opacity="0.18"') + circle(mx, my, mr, c1);
  s += circle(mx, my, mr - 22, 'none', line(motifInk, 3, 'stroke-opacity="0.5" stroke-dasharray="4 12"'));
  const motif = coverMotif(Math.floor(makeRng(`${title}|motif`)() * 3), motifInk, c1);
  s += g(`translate(${mx},${my}) scale(${f(mr / 330)})`, motif);
  const { lines, size } = fitTitle(title, vertical ? 960 : 820, vertical ? 118 : 108);
  const [lh, tx, anchor] = [size * 1.14, vertical ? 600 : 140, vertical ? 'middle' : 'start'];
  const blockH = lines.length * lh + 170;
  const y0 = vertical ? 900 + (720 - blockH) / 2 + size : 600 - blockH / 2 + size + 40;
  const [pillX, pillY] = vertical ? [460, 130] : [140, 600 - blockH / 2 - 100];
  const label = `font-family="${SANS}" font-size="32" font-weight="bold" letter-spacing="8" text-anchor="middle"`;
  s += rect(pillX, pillY, 280, 64, `rx="32" fill="${c1}"`);
  s += `<text x="${pillX + 140}" y="${f(pillY + 44)}" ${label} fill="${motifInk}">E-BOOK</text>`;
  const heading = `font-family="${SERIF}" font-size="${size}" font-weight="bold" text-anchor="${anchor}" fill="${ink}"`;
  lines.forEach((l, i) => (s += `<text x="${tx}" y="${f(y0 + i * lh)}" ${heading}>${esc(l)}</text>`));
  const yEnd = y0 + (lines.length - 1) * lh;
  s += rect(vertical ? 540 : 140, yEnd + 50, 120, 8, `rx="4" fill="${c1}"`);
  const byline = `font-family="${SANS}" font-size="40" letter-spacing="6" text-anchor="${anchor}" fill="${ink}"`;
  return svgDoc(w, h, ctx, s + `<text x="${tx}" y="${f(yEnd + 130)}" ${byline}>${esc(author.toUpperCase())}</text>`);
}
