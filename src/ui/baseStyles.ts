import { paletteCss } from './palette';

/**
 * Styles every widget shares. The root resets everything it could inherit from the
 * host page (`all: initial`) and sets its own type, so host CSS such as
 * `* { all: unset }`, Bootstrap or `html { font-size: 10px }` changes nothing inside.
 * Widget styles use px and em, never rem (rem follows the host's root font size).
 * The shared scale: 44 px controls (`--tt-control`), an 8 px radius, headings of 1.5 / 1.25 /
 * 1.0625 em, 8 px paragraph spacing; spacing in widget styles uses 4 / 8 / 12 / 16 / 24 / 32 px.
 * The surface is transparent unless a partner sets `--tt-surface` (docs/theming.md). Every colour
 * is a palette property (src/ui/palette): light here, and the element's theme sheet sets the one
 * for the page behind it (src/ui/hostScheme), dark text on a light page, light text on a dark one.
 */
export const BASE_CSS = `
:host {
  display: block;
  --tt-font: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  ${paletteCss('light', false)}
  --tt-radius: 8px;
  --tt-control: 44px;
}
:host([hidden]) { display: none; }
.tt-root {
  all: initial;
  display: block;
  box-sizing: border-box;
  font-family: var(--tt-font);
  font-size: var(--tt-font-size, 16px);
  line-height: 1.5;
  color: var(--tt-text);
  background: var(--tt-surface, transparent);
  color-scheme: var(--tt-color-scheme);
}
/* :where() keeps these at zero specificity, so any component class overrides them. */
:where(.tt-root) *, :where(.tt-root) ::before, :where(.tt-root) ::after { box-sizing: border-box; }
:where(.tt-root) :where(button, input, select, textarea) { font: inherit; color: inherit; }
:where(.tt-root) :where(button, select, input:not([type=checkbox], [type=radio])) { min-height: var(--tt-control); }
/* A date field is as tall as the plain box it replaces after a first paint (src/ui/DateInput). */
:where(.tt-root) :where(input[type=date]) { height: var(--tt-control); }
:where(.tt-root) :where(input[type=checkbox], input[type=radio]) { width: 20px; height: 20px; margin: 0; accent-color: var(--tt-primary); }
:where(.tt-root) :where(h1, h2, h3, h4) { margin: 0 0 8px; line-height: 1.25; }
:where(.tt-root) h1 { font-size: 1.5em; }
:where(.tt-root) h2 { font-size: 1.25em; }
:where(.tt-root) h3 { font-size: 1.0625em; }
:where(.tt-root) :where(p, ul, ol) { margin: 0 0 8px; }
:where(.tt-root) :where(ul, ol) { padding-left: 1.25em; }
:where(.tt-root) :focus-visible { outline: 3px solid var(--tt-focus); outline-offset: 2px; }
.tt-visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.tt-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-height: var(--tt-control);
  padding: 10px 18px; border-radius: var(--tt-radius); border: 1px solid var(--tt-primary);
  background: var(--tt-primary); color: var(--tt-on-primary); font-weight: 600; line-height: 1.25; cursor: pointer;
}
.tt-button:disabled { opacity: 0.6; cursor: default; }
.tt-button.tt-secondary { background: transparent; color: var(--tt-accent); border-color: var(--tt-accent); }
.tt-check { display: flex; align-items: center; gap: 10px; min-height: var(--tt-control); cursor: pointer; }
.tt-field { margin-bottom: 12px; }
.tt-field label { display: block; font-weight: 600; margin-bottom: 4px; }
.tt-field input, .tt-field select {
  width: 100%; padding: 8px 12px; border: 1px solid var(--tt-field-line); border-radius: var(--tt-radius); background: var(--tt-field);
}
.tt-field input[aria-invalid='true'] { border-color: var(--tt-danger); }
.tt-field-error, .tt-form-error { margin: 4px 0 0; color: var(--tt-danger); font-size: 0.875em; }
.tt-link { border: 0; padding: 0; background: none; color: var(--tt-accent); text-decoration: underline; cursor: pointer; }
.tt-button + .tt-link { margin-left: 16px; }
.tt-panel { padding: 16px; border: 1px solid var(--tt-line); border-radius: var(--tt-radius); background: var(--tt-card); }
.tt-panel h2 { margin: 0 0 4px; }
.tt-panel p { margin: 0 0 12px; }
.tt-panel.tt-warning { background: var(--tt-warning); border-color: var(--tt-warning-line); }
@media (prefers-reduced-motion: reduce) {
  .tt-root *, .tt-root ::before, .tt-root ::after { animation: none !important; transition: none !important; }
}
`;
