/**
 * The space each element keeps on the page from before its script runs until its content is in,
 * so the article around a widget does not jump when the skeleton, then the content, arrive (CLS).
 *
 * - Before the element is defined: `dist/reserve.js` (or the loader) adds a document stylesheet
 *   with `:where(<tag>[attr]:not(:defined)) { display: block; min-height }`. It is a constructable
 *   stylesheet (`document.adoptedStyleSheets`), so a strict Content-Security-Policy without
 *   `'unsafe-inline'` allows it; elsewhere a `<style>` with the page's nonce.
 * - Once defined: the same height as a `:host` default in the element's shadow root.
 *
 * Both lose to any rule of the host page (`:where()` has no specificity; outer rules beat `:host`),
 * so a partner sets its own with `teetime-picker { min-height: 0 }`. The heights are the first
 * screen of each widget's content, which its loaded states fill (it only grows below them).
 * Only elements that load content by themselves reserve: a picker with a `course-id`, a search
 * with a `location`, deals with a place or a point (or the reader's position).
 */
export const RESERVED_SPACE: Readonly<Record<string, { height: number; when: string }>> = {
  'teetime-picker': { height: 800, when: '[course-id]' },
  'teetime-search': { height: 640, when: '[location]' },
  'teetime-deals': { height: 480, when: '' },
};

/** The `:host` rule of an element's shadow root ('' for elements that reserve nothing). */
export function hostReserveCss(tag: string): string {
  const r = RESERVED_SPACE[tag];
  return r ? `${r.when ? `:host(${r.when})` : ':host'}{min-height:${r.height}px}` : '';
}

/** The document rules for the elements not defined yet. */
export function pendingReserveCss(): string {
  return Object.entries(RESERVED_SPACE)
    .map(([tag, r]) => `:where(${tag}${r.when}:not(:defined)){display:block;min-height:${r.height}px}`)
    .join('');
}

const DONE = Symbol.for('teetime.reservedSpace.v1');

/** Adds the pending-element rules to `doc` once per page (any copy of any bundle). */
export function reserveSpace(doc: Document, nonce = ''): void {
  const page = doc as unknown as Record<symbol, boolean>;
  if (page[DONE]) return;
  page[DONE] = true;
  const css = pendingReserveCss();
  if ('adoptedStyleSheets' in doc && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    return;
  }
  const style = doc.createElement('style');
  if (nonce) style.nonce = nonce;
  style.textContent = css;
  doc.head.appendChild(style);
}
