import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { generate } from './manifest';

const out = mkdtempSync(join(tmpdir(), 'teetime-manifest-'));
const generated = generate('tests/fixtures', out);
const consumer = mkdtempSync(join(tmpdir(), 'teetime-consumer-'));
afterAll(() => {
  rmSync(out, { recursive: true, force: true });
  rmSync(consumer, { recursive: true, force: true });
});

interface Manifest {
  modules: Array<{
    declarations: Array<{
      tagName: string;
      attributes: Array<{ name: string; fieldName: string; type: { text: string } }>;
      events: Array<{ name: string }>;
    }>;
  }>;
}

describe('custom-elements.json and type declarations', () => {
  it('lists every element with its kebab-case attributes and events', async () => {
    await generated;
    const manifest = JSON.parse(readFileSync(join(out, 'custom-elements.json'), 'utf8')) as Manifest;
    const fixture = manifest.modules
      .flatMap((m) => m.declarations)
      .find((d) => d.tagName === 'teetime-fixture');
    expect(fixture).toBeDefined();
    expect(fixture!.attributes.map((a) => a.name)).toEqual([
      'brand',
      'api-base',
      'locale',
      'site-url',
      'app-key',
      'label',
      'explode',
      'start',
    ]);
    expect(fixture!.attributes.find((a) => a.name === 'api-base')).toMatchObject({
      fieldName: 'apiBase',
      type: { text: 'string' },
    });
    expect(fixture!.events.map((e) => e.name)).toEqual(['teetime-course-select', 'teetime-error']);
  });

  it('types elements, properties, events, JSX and the React components for TypeScript users', async () => {
    await generated;
    const dir = consumer;
    const typesPath = resolve(out, 'types/teetime-widgets');
    writeFileSync(
      join(dir, 'dom.ts'),
      `import type {} from ${JSON.stringify(typesPath)};
const el = document.createElement('teetime-fixture');
const label: string | undefined = el.label;
el.apiBase = 'https://api.example.com/api';
const signedOut: Promise<void> = el.signOut();
void signedOut;
el.addEventListener('teetime-course-select', (e) => { const id: string = e.detail.courseId; void id; });
document.addEventListener('teetime-booking-confirmed', (e) => { const t: number = e.detail.total; void t; });
// @ts-expect-error start is a number
el.start = 'three';
// @ts-expect-error the detail of course-select has no total
el.addEventListener('teetime-course-select', (e) => e.detail.total);
void label;
`,
    );
    writeFileSync(
      join(dir, 'app.tsx'),
      `/// <reference path=${JSON.stringify(resolve(out, 'react/jsx.d.ts'))} />
import { TeetimeFixture } from ${JSON.stringify(resolve(out, 'react/teetime-fixture.js'))};
export const ok = <teetime-fixture api-base="/api" start={3} explode label="Hi" />;
// @ts-expect-error start takes a number or a string
export const bad = <teetime-fixture start={{ n: 1 }} />;
export const component = (
  <TeetimeFixture apiBase="/api" start={3} explode onCourseSelect={(e) => e.detail.courseId.toUpperCase()} />
);
// @ts-expect-error the fixture never dispatches booking-confirmed, so it takes no such handler
export const neverFires = <TeetimeFixture onBookingConfirmed={() => undefined} />;
// @ts-expect-error props are camelCase and typed: start is a number
export const stringStart = <TeetimeFixture start="3" />;
// @ts-expect-error the detail of course-select has no total
export const wrongDetail = <TeetimeFixture onCourseSelect={(e) => e.detail.total} />;
`,
    );
    const program = ts.createProgram([join(dir, 'dom.ts'), join(dir, 'app.tsx')], {
      strict: true,
      noEmit: true,
      jsx: ts.JsxEmit.ReactJSX,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      typeRoots: [resolve('node_modules/@types')],
      paths: {
        react: [resolve('node_modules/@types/react')],
        'react/*': [resolve('node_modules/@types/react/*')],
      },
    });
    const errors = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(errors).toEqual([]);
  }, 60_000);
});
