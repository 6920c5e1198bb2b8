/**
 * The hosted wallet buttons: a tiny page on the marketplace origin that the checkout embeds in a
 * frame (`allow="payment"`), so the browser's Payment Request API, and the wallets' payment-method
 * manifests it fetches, run under this page's policy, not a partner's. Its script
 * (dist/hosted/wallets.js, from widgets/checkout/hosted/wallets.ts) posts only the wallet's token.
 */

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The page for a checkout on `parentOrigin`. */
export function walletsPage(parentOrigin: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Wallets</title><link rel="stylesheet" href="wallets.css"></head>
<body data-parent-origin="${escapeHtml(parentOrigin)}">
<div id="wallets"></div>
<script src="wallets.js"></script>
</body></html>`;
}

/**
 * The frame's own policy: its script and styles from this origin; the Apple Pay and Google Pay
 * payment-method manifests (and Google Pay's sheet) may be fetched; embeddable only by the
 * checkout's page.
 */
export const walletsPolicy = (parentOrigin: string): string =>
  [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self' https://apple.com https://www.apple.com https://google.com https://www.google.com https://pay.google.com",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${parentOrigin}`,
  ].join('; ');

/** Full-width black wallet buttons, as the wallets ask; the checkout passes its font and focus colour. */
export const WALLETS_CSS = `
:root { --font: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; --size: 16px;
  --focus: #1a5fb4; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; background: transparent; }
body { font-family: var(--font); font-size: var(--size); line-height: 1.5; }
#wallets { display: grid; gap: 8px; padding: 6px; }
#wallets:empty { display: none; }
.wallet { width: 100%; min-height: 44px; padding: 10px 16px; border: 1px solid #000; border-radius: 8px; font: inherit;
  font-weight: 700; background: #000; color: #fff; cursor: pointer; }
.wallet:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.wallet:disabled { opacity: 0.6; cursor: default; }
`;
