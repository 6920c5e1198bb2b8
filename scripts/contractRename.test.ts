/**
 * A field renamed on the server fails the typecheck in the widget that reads it: the widgets read
 * answers through the generated document's types (src/core/api/apiPaths), not hand-written ones.
 * Shown by compiling a widget file against a copy of generated.ts with one answer field renamed,
 * as `npm run gen:api` would write it after the server's schema changed.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const GENERATED = `${ROOT}src/core/api/generated.ts`;

/** The type errors of one file, compiled with the project's options and `generated` as generated.ts. */
function errorsOf(file: string, generated: string): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    `${ROOT}tsconfig.json`,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => undefined,
    },
  );
  const options = { ...config!.options, noEmit: true };
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  host.readFile = (name) => (ts.sys.resolvePath(name) === GENERATED ? generated : read(name));
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, onError, create) =>
    ts.sys.resolvePath(name) === GENERATED
      ? ts.createSourceFile(name, generated, language)
      : getSourceFile(name, language, onError, create);
  const program = ts.createProgram([`${ROOT}${file}`], options, host);
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(`${ROOT}${file}`))
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

const CASES = [
  {
    widget: 'widgets/account/membership/GolfVantage.tsx',
    wire: 'golf_vantage_url: string;',
    renamed: 'vantage_url: string;',
    read: 'golfVantageUrl',
  },
  {
    widget: 'widgets/checkout/views/Summary.tsx',
    wire: 'subtotal: number;',
    renamed: 'sub_total: number;',
    read: 'subtotal',
  },
];

describe('a field renamed on the server', () => {
  const current = readFileSync(GENERATED, 'utf8');

  it.each(CASES)(
    'fails the typecheck of $widget, which reads $read',
    ({ widget, wire, renamed, read }) => {
      expect(current).toContain(wire);
      expect(errorsOf(widget, current)).toEqual([]);
      const errors = errorsOf(widget, current.replaceAll(wire, renamed));
      expect(errors.some((e) => e.includes(`'${read}'`))).toBe(true);
    },
    120_000,
  );
});
