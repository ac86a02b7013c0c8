// Prints the gzip size of the JavaScript each public page loads before it is interactive: the entry chunk, the
// landing page's chunk (preloaded before hydrating) and everything those import statically. Each file is gzipped on
// its own, as a server sends it. `--json` prints the numbers as JSON (used by a test). `firstLoadSizes()` gives the
// same numbers to other scripts (the web benchmark).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

// The budget (issue 8): what the shell weighed before the performance work; it must not grow past that.
const TARGET_KB = 168.4;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/client');

const PAGES = {
  home: 'src/features/home/HomePage.tsx',
  recipe: 'src/features/recipe/RecipePage.tsx',
  recipes: 'src/features/recipe-index/RecipeIndexPage.tsx',
  filter: 'src/features/filter/RecipeFilterPage.tsx',
  category: 'src/features/category/CategoryPage.tsx',
  craving: 'src/features/craving/CravingPage.tsx',
  about: 'src/features/about/AboutPage.tsx',
  ebook: 'src/features/ebook/EBookPage.tsx',
  login: 'src/features/auth/LoginPage.tsx',
  register: 'src/features/auth/RegisterPage.tsx',
  print: 'src/features/recipe/PrintPage.tsx',
};

/** @typedef {{ files: number, raw: number, gzip: number, br: number }} Size */

/**
 * Reads the client build's manifest (run after `vite build`).
 * @returns {{ targetKb: number, shell: Size, pages: Record<string, Size>, heaviest: string }}
 */
export function firstLoadSizes() {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const gzipOf = new Map();
  const sizeOf = (file) => {
    if (!gzipOf.has(file)) {
      const bytes = fs.readFileSync(path.join(dist, file));
      gzipOf.set(file, {
        raw: bytes.length,
        gzip: zlib.gzipSync(bytes, { level: 9 }).length,
        br: zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      });
    }
    return gzipOf.get(file);
  };
  const closure = (keys) => {
    const seen = new Set();
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(chunk.file)) return;
      seen.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return seen;
  };
  /** @returns {Size} */
  const measure = (keys) => {
    const files = closure(keys);
    let raw = 0;
    let gzip = 0;
    let br = 0;
    for (const file of files) {
      const size = sizeOf(file);
      raw += size.raw;
      gzip += size.gzip;
      br += size.br;
    }
    return { files: files.size, raw, gzip, br };
  };

  const shell = measure([entryKey]);
  const pages = Object.fromEntries(
    Object.entries(PAGES).map(([name, src]) => {
      if (!manifest[src]) throw new Error(`report-size: ${src} is not a chunk of the build`);
      return [name, measure([entryKey, src])];
    }),
  );
  const [heaviest] = Object.entries(pages).sort((a, b) => b[1].gzip - a[1].gzip)[0];
  return { targetKb: TARGET_KB, shell, pages, heaviest };
}

const kb = (n) => Number((n / 1024).toFixed(1));

/** @param {ReturnType<typeof firstLoadSizes>} sizes */
function printReport({ shell, pages, heaviest: heaviestName }) {
  const heaviest = pages[heaviestName];
  console.log(
    'First-load JavaScript (entry + landing page chunk and their static imports; each file compressed alone):',
  );
  const line = (name, size) =>
    `  ${name.padEnd(8)} ${String(kb(size.gzip)).padStart(6)} KB gzip  ${String(kb(size.br)).padStart(6)} KB Brotli  ` +
    `(${kb(size.raw)} KB raw, ${size.files} files)`;
  console.log(`${line('shell', shell)}  ← shared by every page, before its own chunk`);
  for (const [name, size] of Object.entries(pages)) console.log(line(name, size));
  const lightest = Math.min(...Object.values(pages).map((p) => p.gzip));
  console.log(
    `First-load JavaScript: ${kb(shell.gzip)} KB gzip shared by every public page (target ≤ ${TARGET_KB} KB: ` +
      `${shell.gzip <= TARGET_KB * 1024 ? 'met' : 'NOT met'}); with the landing page's own chunk ` +
      `${kb(lightest)}–${kb(heaviest.gzip)} KB (heaviest: ${heaviestName})`,
  );
}

// Only as a command: importing the module must not print.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const sizes = firstLoadSizes();
  if (process.argv.includes('--json')) console.log(JSON.stringify(sizes));
  else printReport(sizes);
}
