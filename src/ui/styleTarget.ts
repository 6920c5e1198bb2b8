import { css as gooberCss } from 'goober';
import { pageSingleton } from '../core/pageSingleton';

/**
 * Where goober writes its rules for one shadow root, in a way that keeps working on
 * host pages whose Content-Security-Policy forbids inline styles.
 *
 * Where the browser has constructable stylesheets (every current engine), goober
 * writes into one page-wide `CSSStyleSheet` that each widget adopts: CSP does not
 * apply to adopted sheets, class names are content hashes so sharing is safe, and
 * N widgets cost one parsed sheet. Elsewhere goober gets a `<style>` inside the
 * shadow root that carries the host page's `nonce`.
 */
export interface StyleTarget {
  /** goober's `css`, bound to this target. */
  css: typeof gooberCss;
  /** Sheets to adopt (empty in the `<style nonce>` fallback). */
  sheets: CSSStyleSheet[];
}

export const supportsAdoptedSheets = (): boolean =>
  typeof ShadowRoot !== 'undefined' &&
  'adoptedStyleSheets' in ShadowRoot.prototype &&
  typeof CSSStyleSheet !== 'undefined' &&
  'replaceSync' in CSSStyleSheet.prototype;

/** A stand-in for goober's `<style>` element: its text node writes to a CSSStyleSheet. */
function sheetBackedTarget(sheet: CSSStyleSheet): ParentNode {
  let text = '';
  let queued = false;
  const flush = () => {
    queued = false;
    sheet.replaceSync(text);
  };
  const textNode = {
    get data() {
      return text;
    },
    set data(value: string) {
      text = value;
      // Many rules arrive in one render; parse them once, before the next paint.
      if (!queued) {
        queued = true;
        queueMicrotask(flush);
      }
    },
  };
  const styleLike = { firstChild: textNode, parentNode: true, nonce: '' };
  return { querySelector: () => styleLike } as unknown as ParentNode;
}

interface SharedSheet {
  sheet: CSSStyleSheet;
  css: typeof gooberCss;
}

const sharedSheet = () =>
  pageSingleton<SharedSheet>('sheet.v1', () => {
    const sheet = new CSSStyleSheet();
    return { sheet, css: gooberCss.bind({ target: sheetBackedTarget(sheet) }) };
  });

export function createStyleTarget(root: ShadowRoot, nonce: string | null): StyleTarget {
  if (supportsAdoptedSheets()) {
    const { sheet, css } = sharedSheet();
    return { css, sheets: [sheet] };
  }
  let el = root.querySelector<HTMLStyleElement>('#_goober');
  if (!el) {
    el = document.createElement('style');
    el.id = '_goober';
    if (nonce) el.nonce = nonce;
    el.textContent = ' ';
    root.prepend(el);
  }
  return { css: gooberCss.bind({ target: root as unknown as Element }), sheets: [] };
}
