import { describe, expect, it } from 'vitest';
import { docsHref, parseInline, parseMarkdown } from './markdownBlocks';

describe('docs markdown', () => {
  it('parses headings, paragraphs, lists, code and tables', () => {
    const blocks = parseMarkdown(
      '# Embedding\n\nOne `script` tag.\nSecond line.\n\n- a\n- b **bold**\n\n```html\n<p>x</p>\n```\n\n| A | B |\n| - | - |\n| 1 | `x\\|y` |\n',
    );
    expect(blocks.map((b) => b.kind)).toEqual(['heading', 'paragraph', 'list', 'code', 'table']);
    expect(blocks[0]).toMatchObject({ level: 1, id: 'embedding' });
    expect(blocks[1]).toMatchObject({
      text: [
        { kind: 'text', text: 'One ' },
        { kind: 'code', text: 'script' },
        { kind: 'text', text: ' tag. Second line.' },
      ],
    });
    expect(blocks[3]).toEqual({ kind: 'code', lang: 'html', text: '<p>x</p>' });
    expect(blocks[4]).toMatchObject({ rows: [[[{ text: '1' }], [{ kind: 'code', text: 'x|y' }]]] });
  });

  it('keeps HTML in the source as text', () => {
    expect(parseInline('<img src=x onerror=alert(1)>')).toEqual([
      { kind: 'text', text: '<img src=x onerror=alert(1)>' },
    ]);
  });

  it('links to other docs stay on the site', () => {
    expect(docsHref('api.md')).toBe('/docs/api');
    expect(docsHref('docs/brands.md#colours')).toBe('/docs/brands#colours');
    expect(docsHref('../widgets/search/README.md')).toBe('/docs/widget-search');
    expect(docsHref('https://example.com/x.md')).toBe('https://example.com/x.md');
  });
});
