import { walk } from 'estree-walker';
import MagicString from 'magic-string';

/**
 * Minifies one piece of CSS source text (a template literal's raw quasi): comments dropped,
 * whitespace runs collapsed, and no space around `{ } ; , >` or after `:`. Spaces that can mean
 * something stay: the descendant combinator (`.a .b`, `.a :focus`), `+` and `-` in calc(), and a
 * space at an edge next to an interpolation (`.a ${child}`) stays one space. `semicolons` keeps
 * every `;` (goober's parser reads a declaration only up to its `;`). A leading zero goes:
 * `0.875em` → `.875em`.
 */
export function minifyCssText(raw, { first = true, last = true, semicolons = false } = {}) {
  let s = raw.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' ');
  s = s.replace(/ ?([{};,>]) ?/g, '$1').replace(/: /g, ':');
  // 0.875em → .875em (a digit or dot before the 0 means it is part of a longer number).
  s = s.replace(/(^|[^\d.])0\.(\d)/g, '$1.$2');
  if (!semicolons) s = s.replace(/;}/g, '}');
  if (first) s = s.replace(/^ /, '');
  if (last) s = s.replace(/ $/, '');
  if (last && !semicolons) s = s.replace(/;$/, '');
  return s;
}

const isCssTag = (tag) =>
  (tag.type === 'Identifier' && (tag.name === 'css' || tag.name === 'keyframes')) ||
  (tag.type === 'MemberExpression' && !tag.computed && tag.property.name === 'css');

/**
 * Rollup plugin: minifies the CSS in goober's `css`/`keyframes` tagged templates and in
 * template-literal constants named `*_CSS` (the shared base styles), so the bundles carry no
 * indentation or line breaks of styles. Runs after TypeScript, on plain JS.
 */
export function minifyCss() {
  return {
    name: 'minify-css',
    transform(code, id) {
      // TypeScript prints a tagged template as css `…` (with a space).
      if (!/\.[jt]sx?$/.test(id) || id.includes('node_modules') || !/css\s*`|_CSS\s*=/.test(code))
        return null;
      const s = new MagicString(code);
      let changed = false;
      const minifyTemplate = (tpl, semicolons) => {
        const n = tpl.quasis.length;
        tpl.quasis.forEach((q, i) => {
          const raw = code.slice(q.start, q.end);
          const out = minifyCssText(raw, { first: i === 0, last: i === n - 1, semicolons });
          if (out !== raw) {
            if (out) s.overwrite(q.start, q.end, out);
            else s.remove(q.start, q.end);
            changed = true;
          }
        });
      };
      walk(this.parse(code), {
        enter(node) {
          if (node.type === 'TaggedTemplateExpression' && isCssTag(node.tag))
            minifyTemplate(node.quasi, true);
          else if (
            node.type === 'VariableDeclarator' &&
            node.id.type === 'Identifier' &&
            /_CSS$/.test(node.id.name) &&
            node.init?.type === 'TemplateLiteral'
          )
            minifyTemplate(node.init, false);
        },
      });
      return changed ? { code: s.toString(), map: s.generateMap({ hires: true }) } : null;
    },
  };
}
