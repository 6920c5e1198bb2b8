import { parseAst } from 'rollup/parseAst';
import { describe, expect, it } from 'vitest';
import { stripDescriptions } from './stripDescriptions.mjs';

const transform = (code: string, id: string) => {
  const plugin = stripDescriptions() as unknown as {
    transform(this: { parse: typeof parseAst }, code: string, id: string): { code: string } | null;
  };
  return plugin.transform.call({ parse: parseAst }, code, id)?.code ?? null;
};

const DEFINITION = `export const pickerElement = {
  tag: 'teetime-picker',
  description: "A course's tee times.",
  attributes: {
    courseId: { type: 'string', description: 'Course to show.' },
    date: { description: \`Date, YYYY-MM-DD.\`, type: 'string', default: 'today' },
    holes: { type: 'number', description: 'Holes.', values: ['9', '18'], default: \`18\` },
    toString: { type: 'json', constructor: 'kept', default: pick(), values: ['a', other] },
    only: { description: 'Alone.' },
    kept: { type: 'string', description: describe('computed at run time') },
  },
};`;

describe('stripDescriptions (rollup plugin)', () => {
  it('drops the plain-text docs (description, default, values) of a definition and keeps the rest valid', () => {
    const out = transform(DEFINITION, '/repo/widgets/picker/element.ts')!;
    expect(out).not.toMatch(/tee times|Course to show|YYYY|Alone|today|Holes|'9'|18/);
    expect(out).toContain("describe('computed at run time')"); // not plain text: left alone
    expect(out).toContain('default: pick()');
    expect(out).toContain("values: ['a', other]");
    const run = new Function(
      'pick',
      'other',
      `${out.replace('export ', '')}; return pickerElement;`.replace('describe(', '('),
    ) as (
      pick: () => string,
      other: string,
    ) => {
      tag: string;
      attributes: Record<string, Record<string, unknown>>;
    };
    const el = run(() => 'p', 'o');
    expect(el.tag).toBe('teetime-picker');
    expect(el.attributes.courseId).toEqual({ type: 'string' });
    expect(el.attributes.date).toEqual({ type: 'string' });
    expect(el.attributes.holes).toEqual({ type: 'number' });
    expect(el.attributes.only).toEqual({});
    // Keys that are not docs, and docs that are not plain text, stay.
    expect(el.attributes.toString).toEqual({
      type: 'json',
      constructor: 'kept',
      default: 'p',
      values: ['a', 'o'],
    });
  });

  it('leaves every other module alone', () => {
    expect(transform(DEFINITION, '/repo/widgets/picker/views/Picker.tsx')).toBeNull();
    expect(transform(DEFINITION, '/repo/src/core/events.ts')).toBeNull();
  });
});
