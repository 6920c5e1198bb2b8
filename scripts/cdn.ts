// Writes the CDN files of a build (see docs/build.md, "CDN files and Subresource Integrity"):
//   <dist>/cdn/<version>/teetime-<name>.<hash>.js  each embed bundle under a content-hashed name
//   <dist>/cdn/<version>/manifest.json            each file's hashed name, SRI integrity and size
// Only the embed bundles: their integrity covers every byte that runs. A widget's first screen
// (teetime-<name>.js beside teetime-<name>.ui.js, src/first) adds its UI's script under the UI's
// hashed name with its integrity, written into it here before it is hashed itself. The loader stays at <dist>/loader.js (one URL that always loads the latest widgets, no-cache).
// Usage: tsx scripts/cdn.ts [dist-dir]   (default: dist; the version is package.json's)
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface CdnFile {
  /** The content-hashed name, beside manifest.json. */
  file: string;
  /** Subresource Integrity value for the script tag's `integrity`. */
  integrity: string;
  bytes: number;
}

export interface CdnManifest {
  name: string;
  version: string;
  /** By bundle name (`teetime-picker.js`). */
  files: Record<string, CdnFile>;
}

/** `sha384-<base64>`, the SRI value of these bytes. */
export const integrityOf = (bytes: Uint8Array): string =>
  `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** `teetime-picker.js` → `teetime-picker.<12 hex of sha384>.js`. */
export const hashedName = (name: string, bytes: Uint8Array): string =>
  name.replace(/\.js$/, `.${createHash('sha384').update(bytes).digest('hex').slice(0, 12)}.js`);

/** Rewrites `<dist>/cdn/<version>/` from `<dist>/embed/` and returns its manifest. */
export function writeCdn(distDir: string, name: string, version: string): CdnManifest {
  const out = join(distDir, 'cdn', version);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const embedDir = join(distDir, 'embed');
  const bundles = existsSync(embedDir) ? readdirSync(embedDir).filter((f) => f.endsWith('.js')) : [];
  const files: Record<string, CdnFile> = {};
  const write = (bundle: string, bytes: Buffer) => {
    const file = hashedName(bundle, bytes);
    writeFileSync(join(out, file), bytes);
    files[bundle] = { file, integrity: integrityOf(bytes), bytes: bytes.length };
  };
  const isUi = (name: string) => name.endsWith('.ui.js');
  for (const bundle of bundles.filter(isUi).sort()) write(bundle, readFileSync(join(embedDir, bundle)));
  for (const bundle of bundles.filter((b) => !isUi(b)).sort()) {
    let text = readFileSync(join(embedDir, bundle), 'utf8');
    const ui = bundle.replace(/\.js$/, '.ui.js');
    if (files[ui]) {
      const placeholder = `{"src":"${ui}","integrity":""}`;
      if (!text.includes(placeholder))
        throw new Error(`${bundle} does not name ${ui} as the build writes it`);
      text = text.replace(
        placeholder,
        JSON.stringify({ src: files[ui].file, integrity: files[ui].integrity }),
      );
    }
    write(bundle, Buffer.from(text));
  }
  const manifest: CdnManifest = { name, version, files };
  writeFileSync(join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [distDir = 'dist'] = process.argv.slice(2);
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { name: string; version: string };
  const manifest = writeCdn(distDir, pkg.name, pkg.version);
  console.log(`cdn: ${Object.keys(manifest.files).length} file(s) → ${distDir}/cdn/${pkg.version}/`);
}
