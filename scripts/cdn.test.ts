import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cacheControl } from '../host-demo/cacheControl';
import { writeCdn, type CdnManifest } from './cdn';

const dist = mkdtempSync(join(tmpdir(), 'teetime-cdn-'));
mkdirSync(join(dist, 'embed'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const bundle = (name: string, text: string) => writeFileSync(join(dist, 'embed', name), text);

/** SRI as a browser computes it, by WebCrypto rather than the build's node:crypto. */
async function sri(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', bytes));
  return `sha384-${btoa(String.fromCharCode(...digest))}`;
}

describe('CDN files (scripts/cdn.ts)', () => {
  it('writes each embed bundle under a content-hashed name with its SRI hash in the manifest', async () => {
    bundle('teetime-picker.js', '(()=>{console.log("picker")})();');
    bundle('teetime-deals.js', '(()=>{console.log("deals")})();');
    writeCdn(dist, 'teetime-widgets', '1.2.3');

    const dir = join(dist, 'cdn', '1.2.3');
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as CdnManifest;
    expect(manifest.name).toBe('teetime-widgets');
    expect(manifest.version).toBe('1.2.3');
    expect(Object.keys(manifest.files)).toEqual(['teetime-deals.js', 'teetime-picker.js']);
    for (const [name, entry] of Object.entries(manifest.files)) {
      expect(entry.file).toMatch(/^teetime-(picker|deals)\.[0-9a-f]{12}\.js$/);
      const bytes = readFileSync(join(dir, entry.file));
      expect(bytes.equals(readFileSync(join(dist, 'embed', name)))).toBe(true);
      expect(entry.integrity).toBe(await sri(bytes));
      expect(entry.bytes).toBe(bytes.length);
      // The demo server caches exactly these names for a year.
      expect(cacheControl(`/dist/cdn/1.2.3/${entry.file}`)).toContain('immutable');
    }
  });

  it('gives changed bytes a new name and drops the old file on a rebuild', () => {
    bundle('teetime-picker.js', '(()=>{console.log("picker v1")})();');
    const before = writeCdn(dist, 'teetime-widgets', '1.2.3').files['teetime-picker.js']!;
    bundle('teetime-picker.js', '(()=>{console.log("picker v2")})();');
    const after = writeCdn(dist, 'teetime-widgets', '1.2.3').files['teetime-picker.js']!;
    expect(after.file).not.toBe(before.file);
    expect(after.integrity).not.toBe(before.integrity);
    expect(existsSync(join(dist, 'cdn', '1.2.3', before.file))).toBe(false);
    expect(existsSync(join(dist, 'cdn', '1.2.3', after.file))).toBe(true);
  });

  it("writes a first screen's UI script into it under the UI's hashed name and integrity", async () => {
    rmSync(join(dist, 'embed'), { recursive: true, force: true });
    mkdirSync(join(dist, 'embed'));
    bundle('teetime-picker.ui.js', '(()=>{console.log("picker ui")})();');
    bundle(
      'teetime-picker.js',
      `(()=>{start(JSON.parse('{"src":"teetime-picker.ui.js","integrity":""}'))})();`,
    );
    const { files } = writeCdn(dist, 'teetime-widgets', '1.2.3');
    const dir = join(dist, 'cdn', '1.2.3');
    const ui = files['teetime-picker.ui.js']!;
    const first = readFileSync(join(dir, files['teetime-picker.js']!.file), 'utf8');
    expect(first).toBe(`(()=>{start(JSON.parse('{"src":"${ui.file}","integrity":"${ui.integrity}"}'))})();`);
    expect(files['teetime-picker.js']!.integrity).toBe(await sri(new TextEncoder().encode(first)));
    expect(ui.integrity).toBe(await sri(readFileSync(join(dir, ui.file))));
  });

  it('stops when a first screen does not name its UI script as the build writes it', () => {
    bundle('teetime-picker.js', `(()=>{start(JSON.parse('{"src":"elsewhere.js","integrity":""}'))})();`);
    expect(() => writeCdn(dist, 'teetime-widgets', '1.2.3')).toThrow(/does not name teetime-picker\.ui\.js/);
  });
});
