/**
 * Names that carry their content's hash, under /dist:
 *  - the CDN copies (scripts/cdn.ts): `<name>.<12 hex>.js`, whatever the name before it
 *    (`teetime-picker.ui.0123456789ab.js` too);
 *  - Rollup's chunks and assets (`chunks/[name]-[hash].js`, `assets/[name]-[hash][ext]`) of the
 *    esm, react and site builds.
 */
const HASHED = [
  /^\/dist\/(?:[\w.-]+\/)*[\w.-]+\.[0-9a-f]{12}\.[a-z]+$/,
  /^\/dist\/(?:[\w.-]+\/)*(?:chunks|assets)\/[\w.-]+$/,
];

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Cache-Control for a path of the static origin: files whose name carries their content
 * hash never change, so browsers and CDNs keep them a year without asking again; every
 * other file (the loader, unhashed bundles, the CDN manifest, pages) is revalidated on
 * each use, so a deploy reaches every page at once.
 */
export const cacheControl = (path: string): string =>
  HASHED.some((re) => re.test(path)) ? IMMUTABLE : 'no-cache';
