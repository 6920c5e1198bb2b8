import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { WidgetDefinition } from '../src/ui/widgetDefinition';
import { elementDoc } from './elementDocs';

// Design convention 8: each widget's README (Install / Usage / Attributes / Events / Styling)
// stays true to its element definition: every attribute and event documented, none invented.
const widgets = existsSync('widgets')
  ? readdirSync('widgets').filter((w) => existsSync(`widgets/${w}/element.ts`))
  : [];

const section = (readme: string, heading: string) => {
  const start = readme.search(new RegExp(`^## ${heading}\\s*$`, 'm'));
  if (start < 0) return '';
  const rest = readme.slice(start + 3);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
};
const codeNames = (text: string) => [...text.matchAll(/^\|\s*`([a-z][a-z0-9-]*)`/gm)].map((m) => m[1]).sort();

async function definitionOf(widget: string): Promise<WidgetDefinition> {
  const mod = (await import(pathToFileURL(resolve(`widgets/${widget}/element.ts`)).href)) as Record<
    string,
    unknown
  >;
  const def = Object.values(mod).find(
    (v): v is WidgetDefinition => typeof v === 'object' && v !== null && 'tag' in v,
  );
  if (!def) throw new Error(`widgets/${widget}/element.ts exports no definition`);
  return def;
}

describe('widget READMEs', () => {
  it('exist for every widget with the five sections', () => {
    for (const w of widgets) {
      const readme = readFileSync(`widgets/${w}/README.md`, 'utf8');
      for (const heading of ['Install', 'Usage', 'Attributes', 'Events', 'Styling'])
        expect(section(readme, heading), `${w}: ## ${heading}`).not.toBe('');
    }
  });

  for (const w of widgets) {
    it(`${w}: documents exactly its attributes and events`, async () => {
      const doc = elementDoc(await definitionOf(w), `widgets/${w}/index.ts`);
      const readme = readFileSync(`widgets/${w}/README.md`, 'utf8');
      expect(codeNames(section(readme, 'Attributes'))).toEqual(doc.attributes.map((a) => a.name).sort());
      expect(codeNames(section(readme, 'Events'))).toEqual(doc.events.map((e) => e.name).sort());
    });
  }
});
