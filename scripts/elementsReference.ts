// docs/elements.md: the attribute and event reference of every element, generated from the Custom
// Elements Manifest (dist/custom-elements.json, itself generated from the widget definitions).
// Usage: tsx scripts/elementsReference.ts [manifest] [out]   (defaults: dist/custom-elements.json docs/elements.md)
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

interface Manifest {
  modules: {
    declarations: {
      tagName: string;
      description: string;
      attributes: {
        name: string;
        fieldName: string;
        type: { text: string };
        description: string;
        default?: string;
      }[];
      events: { name: string; description: string }[];
      cssProperties: { name: string; description: string }[];
    }[];
  }[];
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The reference as Markdown (the site renders it at /docs/elements). */
export function elementsMarkdown(manifest: Manifest): string {
  const out = [
    '# Attributes and events',
    '',
    'Generated from `custom-elements.json` by `scripts/elementsReference.ts` (`npm run docs:elements`); do not edit.',
    'Attributes are kebab-case; the same values are camelCase properties. Every event bubbles, crosses the',
    'shadow boundary (`composed`) and is cancelable: a host router calls `preventDefault()` on',
    '`teetime-course-select` or `teetime-checkout-start` to navigate itself.',
  ];
  for (const d of manifest.modules.flatMap((m) => m.declarations)) {
    out.push(
      '',
      `## \`<${d.tagName}>\``,
      '',
      d.description,
      '',
      '| Attribute | Property | Type | Default | Description |',
    );
    out.push('| --- | --- | --- | --- | --- |');
    for (const a of d.attributes)
      out.push(
        `| \`${a.name}\` | \`${a.fieldName}\` | \`${cell(a.type.text)}\` | ${a.default ? `\`${cell(JSON.parse(a.default) as string)}\`` : ''} | ${cell(a.description)} |`,
      );
    out.push('', '| Event | When |', '| --- | --- |');
    for (const e of d.events) out.push(`| \`${e.name}\` | ${cell(e.description)} |`);
  }
  const css = manifest.modules[0]?.declarations[0]?.cssProperties ?? [];
  out.push(
    '',
    '## CSS custom properties (every element)',
    '',
    '| Property | What it sets |',
    '| --- | --- |',
  );
  for (const p of css) out.push(`| \`${p.name}\` | ${cell(p.description)} |`);
  return `${out.join('\n')}\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [from = 'dist/custom-elements.json', to = 'docs/elements.md'] = process.argv.slice(2);
  writeFileSync(to, elementsMarkdown(JSON.parse(readFileSync(from, 'utf8')) as Manifest));
  console.log(`[docs] ${to} written from ${from}`);
}
