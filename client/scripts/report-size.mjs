// Prints the gzip size of the JavaScript a public page loads first (the entry chunk and its static imports).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve('dist/client');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
const seen = new Set();
const visit = (key) => {
  const chunk = manifest[key] ?? Object.values(manifest).find((c) => c.file === key);
  if (!chunk || seen.has(chunk.file)) return;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(Object.keys(manifest).find((k) => manifest[k] === entry));
let raw = 0;
let gzip = 0;
for (const file of seen) {
  const bytes = fs.readFileSync(path.join(dist, file));
  raw += bytes.length;
  gzip += zlib.gzipSync(bytes, { level: 9 }).length;
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `First-load JavaScript of a public page: ${kb(gzip)} gzip (${kb(raw)} raw) in ${seen.size} file(s); target ≤ 170 KB gzip`,
);
