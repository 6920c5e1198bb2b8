/**
 * What a partner copies from the docs works with the package and the build as they are (issue 30):
 * every fenced code block of README.md, docs/*.md and widgets/*\/README.md is read for
 * - module specifiers (`import … from 'teetime-widgets/…'`, `import('…')`, `require('…')`):
 *   each must be one of package.json's exports;
 * - script and module URLs under `/dist/` (`https://widgets.example.com/dist/…`): each file must be
 *   one the build makes; a content-hashed CDN name must be in the current
 *   dist/cdn/<version>/manifest.json (a placeholder such as `<hash>` is left alone).
 *
 * Run after `npm run build`:  node --import tsx --test tests/package/*.pack.ts
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { CdnManifest } from '../../scripts/cdn';

const root = fileURLToPath(new URL('../..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  exports: Record<string, unknown>;
};

/** The docs a partner reads: the README, docs/ and each widget's README. */
const docs = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
  ...readdirSync(join(root, 'widgets'))
    .filter((w) => existsSync(join(root, 'widgets', w, 'README.md')))
    .map((w) => `widgets/${w}/README.md`),
];

interface Block {
  doc: string;
  line: number;
  code: string;
}

/** Fenced code blocks (``` or ~~~), with the line each starts on. */
function codeBlocks(doc: string, text: string): Block[] {
  const blocks: Block[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^\s*(`{3,}|~{3,})/.exec(lines[i]!);
    if (!open) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !lines[i]!.trim().startsWith(open[1]!); i++) body.push(lines[i]!);
    blocks.push({ doc, line: start + 1, code: body.join('\n') });
  }
  return blocks;
}

/** Module specifiers of a block: static and dynamic imports, re-exports and require(). */
function specifiers(code: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const re of patterns) for (const m of code.matchAll(re)) found.push(m[1]!);
  return found;
}

/** Paths under the build's dist/ that a block names in a URL (`…/dist/embed/teetime-picker.js`). */
function distPaths(code: string): string[] {
  return [...code.matchAll(/(?:https?:\/\/[^\s"'`]+)?\/dist\/([^\s"'`?#)]+)/g)].map((m) => m[1]!);
}

/** Whether `specifier` is one of the package's exports (exact, or a `*` pattern). */
function exported(specifier: string, exportsMap: Record<string, unknown>): boolean {
  const sub = `.${specifier.slice(pkg.name.length)}`;
  return Object.keys(exportsMap).some((key) =>
    key.includes('*')
      ? sub.startsWith(key.slice(0, key.indexOf('*'))) && sub.endsWith(key.slice(key.indexOf('*') + 1))
      : key === sub,
  );
}

const blocks = docs.flatMap((doc) => codeBlocks(doc, readFileSync(join(root, doc), 'utf8')));
const at = (b: Block) => `${b.doc}:${b.line}`;

describe('code blocks of the docs', () => {
  test('find the blocks, their imports and their script URLs', () => {
    assert.ok(blocks.length > 50, `${blocks.length} code blocks`);
    const imports = blocks.flatMap((b) => specifiers(b.code)).filter((s) => s.startsWith(pkg.name));
    assert.ok(imports.length >= 5, imports.join(', '));
    assert.ok(blocks.flatMap((b) => distPaths(b.code)).length >= 10);
  });

  test('import only what package.json exports', () => {
    const wrong = blocks.flatMap((b) =>
      specifiers(b.code)
        .filter((s) => (s === pkg.name || s.startsWith(`${pkg.name}/`)) && !exported(s, pkg.exports))
        .map((s) => `${at(b)}: '${s}' is not exported (exports: ${Object.keys(pkg.exports).join(', ')})`),
    );
    assert.deepEqual(wrong, []);
  });

  test('name files the build makes, and CDN names of the current manifest', () => {
    const dist = join(root, 'dist');
    assert.ok(existsSync(join(dist, 'loader.js')), 'dist/ is missing: run npm run build first');
    const manifestPath = join(dist, 'cdn', pkg.version, 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as CdnManifest;
    const hashed = new Set(Object.values(manifest.files).map((f) => f.file));
    const wrong: string[] = [];
    for (const b of blocks) {
      for (const path of distPaths(b.code)) {
        if (/[<>{}…]/.test(path) || path.endsWith('/')) continue; // a placeholder or a folder
        const cdn = /^cdn\/([^/]+)\/(.+)$/.exec(path);
        if (cdn) {
          if (cdn[1] !== pkg.version) wrong.push(`${at(b)}: ${path} is not version ${pkg.version}`);
          else if (cdn[2] !== 'manifest.json' && !hashed.has(cdn[2]!))
            wrong.push(`${at(b)}: ${cdn[2]} is not in ${manifestPath} (${[...hashed].join(', ')})`);
        } else if (!existsSync(join(dist, path))) {
          wrong.push(`${at(b)}: dist/${path} is not made by the build`);
        }
      }
      // A hashed bundle name written without its URL (a manifest excerpt).
      for (const m of b.code.matchAll(/\bteetime-[a-z]+(?:\.ui)?\.[0-9a-f]{12}\.js\b/g)) {
        if (!hashed.has(m[0])) wrong.push(`${at(b)}: ${m[0]} is not in the current manifest`);
      }
    }
    assert.deepEqual([...new Set(wrong)], []);
  });
});
