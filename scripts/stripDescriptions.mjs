import { walk } from 'estree-walker';
import MagicString from 'magic-string';

/** Modules whose objects describe elements for docs: widget definitions and the common attributes. */
const DEFINITIONS = /[\\/](widgets[\\/][^\\/]+[\\/]element|src[\\/]ui[\\/]widgetDefinition)\.[jt]sx?$/;

const keyName = (p) => (p.key.type === 'Identifier' ? p.key.name : p.key.value);
const isPlainText = (v) =>
  v.type === 'Literal' ? typeof v.value === 'string' : v.type === 'TemplateLiteral' && !v.expressions.length;

/**
 * Rollup plugin: drops the `description` texts of element and attribute definitions from the
 * bundles. They feed custom-elements.json, docs/elements.md and the React types (read from the
 * sources by scripts/manifest.ts); at run time nothing reads them, and a golfer's browser
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
          props.forEach((p, i) => {
            if (p.type !== 'Property' || p.computed || keyName(p) !== 'description' || !isPlainText(p.value))
              return;
            // Remove the property with one of its commas, so the object stays valid.
            if (i < props.length - 1) s.remove(p.start, props[i + 1].start);
            else if (i > 0) s.remove(props[i - 1].end, p.end);
            else s.remove(p.start, p.end);
          });
        },
      });
      return { code: s.toString(), map: s.generateMap({ hires: true }) };
    },
  };
}
