const HASHED = [
  // The CDN copies of the embed bundles (scripts/cdn.ts): dist/cdn/<version>/<name>.<12 hex>.js
  /^\/dist\/cdn\/[^/]+\/[\w-]+\.[0-9a-f]{12}\.js$/,
  // Rollup's shared chunks (rollup.config.mjs chunkFileNames: chunks/[name]-[hash].js)
  /^\/dist\/(?:[\w-]+\/)*chunks\/[\w-]+\.js$/,
];

/**
 * Cache-Control for a path of the static origin: files whose name carries their content
 * hash never change, so browsers and CDNs keep them a year without asking again; every
 * other file (the loader, unhashed bundles, the CDN manifest, pages) is revalidated on
 * each use, so a deploy reaches every page at once.
 */
export const cacheControl = (path: string): string =>
  HASHED.some((re) => re.test(path)) ? 'public, max-age=31536000, immutable' : 'no-cache';
