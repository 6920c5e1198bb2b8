/**
 * The Markdown our docs use, as blocks for the /docs pages: headings, paragraphs, lists, fenced
 * code and tables. Inline text keeps its `code`, **bold** and [links](…) as spans. Pure; the
 * renderer shows everything as text (no HTML from the file is ever inserted).
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'link'; text: string; href: string };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4; text: Inline[]; id: string }
  | { kind: 'paragraph'; text: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'code'; lang: string; text: string }
  | { kind: 'table'; head: Inline[][]; rows: Inline[][][] };

const INLINE = /`([^`]+)`|\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index > last) out.push({ kind: 'text', text: text.slice(last, m.index) });
    if (m[1] !== undefined) out.push({ kind: 'code', text: m[1] });
    else if (m[2] !== undefined) out.push({ kind: 'strong', text: m[2] });
    else out.push({ kind: 'link', text: m[3] ?? '', href: m[4] ?? '' });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

export const slugify = (s: string): string =>
  s
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const cells = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((c) => parseInline(c.trim().replace(/\\\|/g, '|')));

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    const fence = /^```(\w*)/.exec(line);
    if (fence) {
      const body: string[] = [];
      for (i++; i < lines.length && !(lines[i] ?? '').startsWith('```'); i++) body.push(lines[i] ?? '');
      blocks.push({ kind: 'code', lang: fence[1] ?? '', text: body.join('\n') });
      i++;
      continue;
    }
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    if (heading) {
      const text = heading[2] ?? '';
      blocks.push({
        kind: 'heading',
        level: (heading[1] ?? '#').length as 1 | 2 | 3 | 4,
        text: parseInline(text),
        id: slugify(text),
      });
      i++;
      continue;
    }
    if (line.trim().startsWith('|') && /^\s*\|?[\s:-]+\|/.test(lines[i + 1] ?? '')) {
      const head = cells(line);
      const rows: Inline[][][] = [];
      for (i += 2; i < lines.length && (lines[i] ?? '').trim().startsWith('|'); i++)
        rows.push(cells(lines[i] ?? ''));
      blocks.push({ kind: 'table', head, rows });
      continue;
    }
    const item = /^\s*([-*]|\d+\.)\s+(.*)$/.exec(line);
    if (item) {
      const ordered = /\d/.test(item[1] ?? '');
      const items: Inline[][] = [];
      let current = '';
      for (; i < lines.length; i++) {
        const l = lines[i] ?? '';
        const next = /^\s*([-*]|\d+\.)\s+(.*)$/.exec(l);
        if (next) {
          if (current) items.push(parseInline(current));
          current = next[2] ?? '';
        } else if (/^\s{2,}\S/.test(l)) current += ` ${l.trim()}`;
        else break;
      }
      if (current) items.push(parseInline(current));
      blocks.push({ kind: 'list', ordered, items });
      continue;
    }
    if (line.trim() === '') {
      i++;
      continue;
    }
    const para: string[] = [];
    for (; i < lines.length; i++) {
      const l = lines[i] ?? '';
      if (l.trim() === '' || /^(#{1,4}\s|```|\s*([-*]|\d+\.)\s|\s*\|)/.test(l)) break;
      para.push(l.trim());
    }
    blocks.push({ kind: 'paragraph', text: parseInline(para.join(' ')) });
  }
  return blocks;
}

/** A docs link as a site path: `embedding.md#x` → `/docs/embedding#x`; widget READMEs too. */
export function docsHref(href: string): string {
  if (/^[a-z]+:/i.test(href) || href.startsWith('#') || href.startsWith('/')) return href;
  const widget = /(?:^|\/)widgets\/([a-z-]+)\/README\.md(#.*)?$/.exec(href);
  if (widget) return `/docs/widget-${widget[1]}${widget[2] ?? ''}`;
  const doc = /(?:^|\/)([\w-]+)\.md(#.*)?$/.exec(href);
  if (doc) return doc[1] === 'README' ? '/docs' : `/docs/${doc[1]}${doc[2] ?? ''}`;
  return href;
}
