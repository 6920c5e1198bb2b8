/**
 * The hosted card fields: a tiny page on the marketplace origin that the checkout embeds in a
 * frame, so card number, expiry and CVV are typed into our origin, never into a partner's DOM.
 * Its script (dist/hosted/card-fields.js, from widgets/checkout/hosted/cardFields.ts) checks the
 * card, tokenizes it with the sandbox gateway and posts only the token to the checkout.
 */

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The fields, in keyboard order, on one row (the number on its own row in a narrow frame):
 * [name, label, autocomplete, placeholder]. The expiry is one MM/YY field, as on the card.
 */
const FIELDS: [string, string, string, string][] = [
  ['number', 'Card number', 'cc-number', '1234 1234 1234 1234'],
  // "Expiry" shows (whole in the narrowest column); the format is read out and is the placeholder.
  ['expiry', 'Expiry<span class="sr-only"> (MM/YY)</span>', 'cc-exp', 'MM/YY'],
  ['cvv', 'CVV', 'cc-csc', '123'],
];
/** The checkout's zip code, last on the card row (optional: not every card has one on file). */
const ZIP: [string, string, string, string] = ['zip', 'Zip code', 'postal-code', '80202'];

function field([name, label, autocomplete, placeholder]: [string, string, string, string]): string {
  const required = name === 'zip' ? '' : ' required';
  // The number's brand (Visa, Mastercard…) shows beside its label as the golfer types, and is read out.
  const brand = name === 'number' ? '<span class="brand" id="number-brand" aria-live="polite"></span>' : '';
  return `<div class="field ${name}"><div class="head"><label for="${name}">${label}</label>${brand}</div>
<input id="${name}" name="${name}" type="text" inputmode="numeric" autocomplete="${autocomplete}" placeholder="${placeholder}"${required} spellcheck="false">
<p class="error" id="${name}-error"></p></div>`;
}

/**
 * The page for a checkout on `parentOrigin` calling the API with `appKey`; `zip` adds the zip
 * code to the card row (the checkout's one row: number, MM/YY, CVV, zip).
 */
export function cardFieldsPage(parentOrigin: string, appKey: string, zip = false): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card details</title><link rel="stylesheet" href="card-fields.css"></head>
<body data-parent-origin="${escapeHtml(parentOrigin)}" data-app-key="${escapeHtml(appKey)}">
<form novalidate${zip ? ' class="with-zip"' : ''}>${(zip ? [...FIELDS, ZIP] : FIELDS).map(field).join('\n')}</form>
<script src="card-fields.js"></script>
</body></html>`;
}

/**
 * The frame's own policy: its script, styles and API calls only from this origin, embeddable
 * only by the checkout's page (so the token can only go where the frame really is).
 */
export const cardFieldsPolicy = (parentOrigin: string): string =>
  [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${parentOrigin}`,
  ].join('; ');

/** Looks like the checkout's own fields; the checkout passes its font and colours. */
export const CARD_FIELDS_CSS = `
:root { --font: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; --size: 16px;
  --text: #1c2321; --focus: #1a5fb4; --error: #b3261e; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; background: transparent; }
body { font-family: var(--font); font-size: var(--size); line-height: 1.5; color: var(--text); }
form { display: grid; grid-template-columns: minmax(0, 2fr) minmax(7.5em, 1fr) minmax(4.5em, 0.8fr);
  column-gap: 12px; padding: 6px 6px 0; }
/* Each field's label, box and error are rows shared across the row of fields (subgrid): labels are
   whole at every width (they wrap, never cut), and the boxes stay in line under them. */
.field { margin-bottom: 12px; min-width: 0; display: grid; grid-row: span 3; grid-template-rows: subgrid; row-gap: 0; }
.head { display: flex; justify-content: space-between; align-items: baseline; gap: 8px; align-self: end; margin-bottom: 4px; }
label { display: block; font-weight: 600; overflow-wrap: anywhere; }
.brand { font-size: 0.875em; font-weight: 600; white-space: nowrap; }
.sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
input { width: 100%; min-height: 44px; padding: 8px 12px; border: 1px solid #6b7873; border-radius: 8px;
  background: #fff; font: inherit; color: inherit; }
input::placeholder { color: #6b7873; }
input:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
input[aria-invalid='true'] { border-color: var(--error); }
.error { margin: 4px 0 0; color: var(--error); font-size: 0.875em; }
.error:empty { display: none; }
form.with-zip { grid-template-columns: minmax(0, 2fr) minmax(7.5em, 1fr) minmax(4.5em, 0.8fr) minmax(5.5em, 0.9fr); }
@media (max-width: 439px) { form { grid-template-columns: 1fr 1fr; } form.with-zip { grid-template-columns: 1.25fr 0.85fr 1fr; }
  .number { grid-column: 1 / -1; } }
`;
