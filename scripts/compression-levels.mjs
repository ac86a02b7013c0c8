// CPU time and size of each Brotli quality and gzip level on pages of the running site: what a page-cache miss
// pays to store a compressed body, against the bytes every later reader saves. Prints a markdown table.
// Usage: node scripts/compression-levels.mjs page.html [page.html …] (save pages with accept-encoding: identity)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const brotli = (quality) => (/** @type {Buffer} */ body) =>
  zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
const gzip = (level) => (/** @type {Buffer} */ body) => zlib.gzipSync(body, { level });

const CODECS = [
  ...[4, 5, 6, 7, 9, 11].map((q) => ({ name: `Brotli ${q}`, compress: brotli(q) })),
  ...[1, 6, 9].map((l) => ({ name: `gzip ${l}`, compress: gzip(l) })),
];

/** Median CPU milliseconds (user + system of this process) of one compression, and the compressed size. */
function measure(/** @type {(b: Buffer) => Buffer} */ compress, /** @type {Buffer} */ body) {
  const times = [];
  let bytes = 0;
  // Repeat until ~1 s of CPU or 31 runs: enough for a stable median on a busy machine.
  for (let spent = 0, i = 0; i < 31 && (i < 5 || spent < 1000); i++) {
    const before = process.cpuUsage();
    bytes = compress(body).length;
    const used = process.cpuUsage(before);
    const ms = (used.user + used.system) / 1000;
    times.push(ms);
    spent += ms;
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)], bytes };
}

const files = process.argv.slice(2);
if (!files.length) throw new Error('usage: node scripts/compression-levels.mjs page.html [page.html …]');
const pages = files.map((file) => ({ name: path.basename(file), body: fs.readFileSync(file) }));
const header = pages.map((p) => `${p.name} (${(p.body.length / 1024).toFixed(0)} KB): CPU ms / KB`);
console.log(`| encoding | ${header.join(' | ')} |`);
console.log(`| --- | ${header.map(() => '---:').join(' | ')} |`);
for (const { name, compress } of CODECS) {
  const cells = pages.map(({ body }) => {
    const { ms, bytes } = measure(compress, body);
    return `${ms.toFixed(1)} / ${(bytes / 1024).toFixed(1)}`;
  });
  console.log(`| ${name} | ${cells.join(' | ')} |`);
}
