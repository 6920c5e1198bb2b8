import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Minified, gzip -9 and brotli (quality 11) bytes of a file. */
export function sizesOf(file) {
  const code = readFileSync(file);
  return {
    min: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    brotli: brotliCompressSync(code, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
  };
}

export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
