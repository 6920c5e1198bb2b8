import { walk } from 'estree-walker';
import MagicString from 'magic-string';

/** Modules whose objects describe elements for docs: widget definitions and the common attributes. */
const DEFINITIONS = /[\\/](widgets[\\/][^\\/]+[\\/]element|src[\\/]ui[\\/]widgetDefinition)\.[jt]sx?$/;

const keyName = (p) => (p.key.type === 'Identifier' ? p.key.name : p.key.value);
const isPlainText = (v) =>
  v.type === 'Literal' ? typeof v.value === 'string' : v.type === 'TemplateLiteral' && !v.expressions.length;
/** Docs-only keys of a definition and the values they may have to be dropped. */
const DOCS_ONLY = new Map([
  ['description', isPlainText],
  ['default', isPlainText],
  ['values', (v) => v.type === 'ArrayExpression' && v.elements.every((e) => e && isPlainText(e))],
]);

/**
 * Rollup plugin: drops the docs-only texts of element and attribute definitions from the
 * bundles: `description`, and an attribute's documented `default` and `values`. They feed
 * custom-elements.json, docs/elements.md and the React types (read from the sources by
 * scripts/manifest.ts); at run time only an attribute's `type` is read, and a golfer's browser
 * should not download a page of prose per widget. Runs after TypeScript, on plain JS.
 */
export function stripDescriptions() {
  return {
    name: 'strip-descriptions',
    transform(code, id) {
      if (!DEFINITIONS.test(id) || !code.includes('description')) return null;
      const s = new MagicString(code);
      walk(this.parse(code), {
        enter(node) {
          if (node.type !== 'ObjectExpression') return;
          const props = node.properties;
          const docs = (p) => p.type === 'Property' && !p.computed && DOCS_ONLY.get(keyName(p))?.(p.value);
          const kept = props.findLastIndex((p) => !docs(p));
          // Docs before the last kept property go with the comma after them; the ones after it go
          // in one piece from its end (its comma included), or, when none is kept, up to the brace.
          props.forEach((p, i) => {
            if (i < kept && docs(p)) s.remove(p.start, props[i + 1].start);
          });
          if (kept < props.length - 1)
            s.remove(kept < 0 ? props[0].start : props[kept].end, kept < 0 ? node.end - 1 : props.at(-1).end);
        },
      });
      return { code: s.toString(), map: s.generateMap({ hires: true }) };
    },
  };
}
