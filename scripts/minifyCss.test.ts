import { parseAst } from 'rollup/parseAst';
import { describe, expect, it } from 'vitest';
import { minifyCss, minifyCssText } from './minifyCss.mjs';

const transform = (code: string, id = '/repo/widgets/x/styles.ts') => {
  const plugin = minifyCss() as unknown as {
    transform(this: { parse: typeof parseAst }, code: string, id: string): { code: string } | null;
  };
  return plugin.transform.call({ parse: parseAst }, code, id)?.code ?? null;
};

describe('minifyCss (rollup plugin)', () => {
  it('drops comments, line breaks and indentation but keeps what changes meaning', () => {
    expect(
      minifyCssText(`
      /* a note */
      .a :focus, .b > .c {
        width: calc(100% - 2 * 8px);
        font-family: "Segoe UI", Roboto;
      }
      @media (max-width: 480px) { .a { margin: 0 auto; } }
    `),
    ).toBe(
      '.a :focus,.b>.c{width:calc(100% - 2 * 8px);font-family:"Segoe UI",Roboto}@media (max-width:480px){.a{margin:0 auto}}',
    );
  });

  it('drops the leading zero of a fraction, not the zeros of other numbers', () => {
    expect(minifyCssText('font-size: 0.875em; margin: 10.5px 0 0; opacity: 0.5; width: 100.05%')).toBe(
      'font-size:.875em;margin:10.5px 0 0;opacity:.5;width:100.05%',
    );
  });

  it('keeps one space beside an interpolation, where it can be a combinator', () => {
    expect(minifyCssText('  .a ', { first: true, last: false })).toBe('.a ');
    expect(minifyCssText(' { color: red; }\n', { first: false, last: true })).toBe('{color:red}');
  });

  it('minifies goober css templates and *_CSS constants, and nothing else', () => {
    const out = transform(
      [
        'const x = css`\n  display: grid;\n  gap: ${gap}px;\n  h2 { margin: 0; }\n`;',
        'const y = w.css`\n  color: red;\n`;',
        'export const BASE_CSS = `\n:host { display: block; }\n`;',
        'const html = `\n  <p> keep </p>\n`;',
      ].join('\n'),
    )!;
    expect(out).toContain('css`display:grid;gap:${gap}px;h2{margin:0;}`');
    expect(out).toContain('w.css`color:red;`');
    expect(out).toContain('BASE_CSS = `:host{display:block}`');
    expect(out).toContain('`\n  <p> keep </p>\n`');
  });

  it('finds the templates as TypeScript prints them (css `…`) and keeps the semicolons goober needs', () => {
    expect(transform('const x = css `\n  color: red;\n  p { margin: 0; }\n`;')).toContain(
      'css `color:red;p{margin:0;}`',
    );
  });

  it('leaves files without styles alone', () => {
    expect(transform('const a = `x  y`;')).toBeNull();
  });
});
