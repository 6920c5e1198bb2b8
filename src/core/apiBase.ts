/**
 * The API base for a widget (spec 02 §7: "a host plus /api"). The `api-base` attribute may be the
 * host (`https://sandbox.example.com`) or the full base (`…/api`); both give `…/api` with no
 * trailing slash. Without the attribute: a page-wide `window.TEETIME_API_BASE`, else the origin
 * that served the widget's script (a partner page loads our script from the marketplace, which
 * also serves the API), else the page's own origin.
 */
export const DEFAULT_API_PATH = '/api';

declare global {
  interface Window {
    TEETIME_API_BASE?: string;
  }
}

/**
 * Where this code was loaded from, read once while the bundle runs. Rollup turns
 * `import.meta.url` into `document.currentScript.src` in IIFE builds; ES module builds keep the
 * module's own URL.
 */
const SCRIPT_URL: string = (() => {
  try {
    return import.meta.url;
  } catch {
    return '';
  }
})();

export function scriptOrigin(url: string = SCRIPT_URL): string {
  try {
    const { protocol, origin } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? origin : '';
  } catch {
    return '';
  }
}

export function resolveApiBase(apiBase?: string | null, fromScript: string = scriptOrigin()): string {
  const fromPage = typeof window !== 'undefined' ? window.TEETIME_API_BASE : undefined;
  const given = (apiBase ?? '').trim() || (fromPage ?? '').trim();
  const origin = typeof location !== 'undefined' && location.origin !== 'null' ? location.origin : '';
  const base = (given || fromScript || origin).replace(/\/+$/, '');
  return base.endsWith(DEFAULT_API_PATH) ? base : `${base}${DEFAULT_API_PATH}`;
}
