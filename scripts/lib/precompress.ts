// Brotli and gzip twins of every text file in dist/client, written at build time so the server sends
// compressed bytes without compressing per request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const COMPRESSIBLE = /\.(?:html|js|mjs|css|xml|svg|json|txt|webmanifest)$/i;
const MIN_BYTES = 256;

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

export function brotli(bytes: Buffer, quality = zlib.constants.BROTLI_MAX_QUALITY): Buffer {
  return zlib.brotliCompressSync(bytes, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
  });
}

export function gzip(bytes: Buffer, level = 9): Buffer {
  return zlib.gzipSync(bytes, { level });
}

/** Returns [files compressed, bytes before, bytes after brotli]. */
export function precompress(clientDir: string): [number, number, number] {
  let count = 0;
  let before = 0;
  let after = 0;
  for (const file of walk(clientDir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const bytes = fs.readFileSync(file);
    if (bytes.length < MIN_BYTES) continue;
    const br = brotli(bytes);
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, gzip(bytes));
    count++;
    before += bytes.length;
    after += br.length;
  }
  return [count, before, after];
}
