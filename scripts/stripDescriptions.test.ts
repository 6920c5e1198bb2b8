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
    only: { description: 'Alone.' },
    kept: { type: 'string', description: describe('computed at run time') },
  },
};`;

describe('stripDescriptions (rollup plugin)', () => {
  it('drops every plain-text description of an element definition and keeps the rest valid', () => {
    const out = transform(DEFINITION, '/repo/widgets/picker/element.ts')!;
    expect(out).not.toMatch(/tee times|Course to show|YYYY|Alone/);
    expect(out).toContain("default: 'today'");
    expect(out).toContain("describe('computed at run time')"); // not plain text: left alone
    const run = new Function(
      `${out.replace('export ', '')}; return pickerElement;`.replace('describe(', '('),
    ) as () => {
      tag: string;
      attributes: Record<string, Record<string, unknown>>;
    };
    const el = run();
    expect(el.tag).toBe('teetime-picker');
    expect(el.attributes.courseId).toEqual({ type: 'string' });
    expect(el.attributes.date).toEqual({ type: 'string', default: 'today' });
    expect(el.attributes.only).toEqual({});
  });

  it('leaves every other module alone', () => {
    expect(transform(DEFINITION, '/repo/widgets/picker/views/Picker.tsx')).toBeNull();
    expect(transform(DEFINITION, '/repo/src/core/events.ts')).toBeNull();
  });
});
