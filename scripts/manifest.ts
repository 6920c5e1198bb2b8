// Generates, from each widget's element.ts definition (the same data the element uses):
//   <out>/custom-elements.json        the Custom Elements Manifest (schema 2.1.0)
//   <out>/types/teetime-widgets.d.ts  HTMLElementTagNameMap, HTMLElementEventMap, JSX IntrinsicElements
//   <out>/types/events.d.ts           the typed event map (from src/core/events.ts)
//   <out>/esm/teetime-<name>.d.ts     declarations of the ES module build (the global types)
//   <out>/react/jsx.d.ts              React JSX types of every element (<teetime-search …> in TSX)
//   <out>/react/teetime-<name>.d.ts   the React build's component (<TeetimePicker …>), typed props and events
// Usage: tsx scripts/manifest.ts [widgets-dir] [out-dir]   (defaults: widgets dist)
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import type { WidgetDefinition } from '../src/ui/widgetDefinition';
import { elementDoc, type ElementDoc } from './elementDocs';
import {
  customElementsManifest,
  elementTypes,
  esmTypes,
  reactComponentTypes,
  reactTypes,
} from './manifestFormat';

/**
 * Each widget's definition, with the shipped module that defines its element, from the package
 * root (`dist/esm/teetime-<name>.js`): what custom-elements.json names as the module to import.
 */
async function loadDefinitions(dir: string, outDir: string): Promise<ElementDoc[]> {
  if (!existsSync(dir)) return [];
  const docs: ElementDoc[] = [];
  for (const name of readdirSync(dir).sort()) {
    const file = join(dir, name, 'element.ts');
    if (!existsSync(file)) continue;
    const mod = (await import(pathToFileURL(resolve(file)).href)) as Record<string, unknown>;
    const definition = Object.values(mod).find(
      (v): v is WidgetDefinition => typeof v === 'object' && v !== null && 'tag' in v,
    );
    if (!definition) throw new Error(`${file} exports no widget definition`);
    const module = relative('.', join(outDir, 'esm', `${definition.tag}.js`))
      .split(sep)
      .join('/');
    docs.push(elementDoc(definition, module));
  }
  return docs;
}

function emitEventTypes(outDir: string): void {
  const program = ts.createProgram(['src/core/events.ts'], {
    declaration: true,
    emitDeclarationOnly: true,
    outDir: join(outDir, 'types'),
    rootDir: 'src/core',
    skipLibCheck: true,
    strict: true,
  });
  const result = program.emit();
  if (result.emitSkipped) throw new Error('Could not emit src/core/events.d.ts');
}

export async function generate(widgetsDir: string, outDir: string): Promise<ElementDoc[]> {
  const docs = await loadDefinitions(widgetsDir, outDir);
  if (docs.length === 0) return docs;
  mkdirSync(join(outDir, 'types'), { recursive: true });
  mkdirSync(join(outDir, 'react'), { recursive: true });
  mkdirSync(join(outDir, 'esm'), { recursive: true });
  writeFileSync(join(outDir, 'custom-elements.json'), JSON.stringify(customElementsManifest(docs), null, 2));
  writeFileSync(join(outDir, 'types', 'teetime-widgets.d.ts'), elementTypes(docs));
  emitEventTypes(outDir);
  writeFileSync(join(outDir, 'react', 'jsx.d.ts'), reactTypes(docs));
  for (const doc of docs) {
    writeFileSync(join(outDir, 'esm', `${doc.tag}.d.ts`), esmTypes());
    writeFileSync(join(outDir, 'react', `${doc.tag}.d.ts`), reactComponentTypes(doc));
  }
  return docs;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [widgetsDir = 'widgets', outDir = 'dist'] = process.argv.slice(2);
  const docs = await generate(widgetsDir, outDir);
  console.log(`manifest: ${docs.length} element(s) from ${widgetsDir} → ${outDir}`);
}
