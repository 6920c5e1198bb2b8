/**
 * Styles every widget shares. The root resets everything it could inherit from the
 * host page (`all: initial`) and sets its own type, so host CSS such as
 * `* { all: unset }`, Bootstrap or `html { font-size: 10px }` changes nothing inside.
 * Widget styles use px and em, never rem (rem follows the host's root font size).
 */
export const BASE_CSS = `
:host { display: block; }
:host([hidden]) { display: none; }
.tt-root {
  all: initial;
  display: block;
  box-sizing: border-box;
  font-family: var(--tt-font, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif);
  font-size: var(--tt-font-size, 16px);
  line-height: 1.5;
  color: var(--tt-text, #1c2321);
  background: var(--tt-surface, #ffffff);
  text-align: left;
  -webkit-font-smoothing: antialiased;
}
/* :where() keeps these at zero specificity, so any component class overrides them. */
:where(.tt-root) *, :where(.tt-root) *::before, :where(.tt-root) *::after { box-sizing: border-box; }
:where(.tt-root) :where(button, input, select, textarea) { font: inherit; color: inherit; }
:where(.tt-root) :focus-visible { outline: 3px solid var(--tt-focus, #1a5fb4); outline-offset: 2px; }
.tt-visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.tt-button {
  display: inline-block; padding: 8px 14px; border-radius: 6px; border: 1px solid var(--tt-primary);
  background: var(--tt-primary); color: var(--tt-on-primary); font: inherit; line-height: 1.25; cursor: pointer;
}
.tt-button:disabled { opacity: 0.6; cursor: default; }
.tt-button.tt-secondary { background: transparent; color: var(--tt-primary); }
.tt-field { margin-bottom: 12px; }
.tt-field label { display: block; font-weight: 600; margin-bottom: 4px; }
.tt-field input, .tt-field select {
  width: 100%; padding: 8px 10px; border: 1px solid #6b7873; border-radius: 6px; background: #fff;
}
.tt-field input[aria-invalid='true'] { border-color: #b3261e; }
.tt-field-error, .tt-form-error { margin: 4px 0 0; color: #b3261e; font-size: 0.875em; }
.tt-link { border: 0; padding: 0; background: none; color: var(--tt-primary); text-decoration: underline; cursor: pointer; font: inherit; }
.tt-panel { padding: 16px; border: 1px solid #d0d7d4; border-radius: 8px; }
.tt-panel h2 { margin: 0 0 4px; font-size: 1.25em; }
.tt-panel p { margin: 0 0 12px; }
.tt-panel.tt-warning { background: #fff8e1; border-color: #c99a06; }
@media (prefers-reduced-motion: reduce) {
  .tt-root *, .tt-root *::before, .tt-root *::after { animation: none !important; transition: none !important; }
}
`;
