import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No module imports itself back through others, type-only imports included: a cycle is a sign
 * that two files own one idea (the five found by the one-source review are broken apart).
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const config = ts.parseJsonConfigFileContent(
  ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile).config,
  ts.sys,
  root,
);

const SOURCE = /\.(ts|tsx)$/;
const specifiers = (file: string): string[] =>
  ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map((f) => f.fileName);

function resolveLocal(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (SOURCE.test(candidate) && existsSync(candidate)) return candidate;
  return null;
}

/** The cycles of the import graph (each as a list of files, repo-relative), by Tarjan's strongly connected components. */
function importCycles(files: string[]): string[][] {
  const graph = new Map(
    files.map((f) => [f, specifiers(f).flatMap((s) => resolveLocal(f, s) ?? [])] as const),
  );
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(relative(root, w));
      } while (w !== v);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const f of graph.keys()) if (!index.has(f)) visit(f);
  return cycles;
}

describe('import graph', () => {
  it('has no cycles among the project’s modules', () => {
    const files = config.fileNames.filter((f) => SOURCE.test(f) && !f.includes('node_modules'));
    expect(files.length).toBeGreaterThan(500);
    expect(importCycles(files)).toEqual([]);
  });
});
