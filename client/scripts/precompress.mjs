// Writes a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy next to every compressible file of the browser
// build, once at build time; the server sends the best one the browser accepts (server/src/http/precompressed.ts).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../dist/client');
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.ico']);
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let after = 0;
const walk = (dir) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') walk(file);
      continue;
    }
    if (!COMPRESSIBLE.has(path.extname(entry.name))) continue;
    const bytes = fs.readFileSync(file);
    if (bytes.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
    files += 1;
    before += bytes.length;
    after += br.length;
  }
};
walk(dist);
console.log(
  `Precompressed ${files} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB with Brotli (plus .gz)`,
);
