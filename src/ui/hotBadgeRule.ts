/**
 * The hot-deal badge (`.tt-hot`: "Hot deal", "20% off"): the brand's secondary colour, as wide as
 * its words. One rule for the widgets that show it (search, deals), put in their own goober styles
 * so the other bundles carry none of it. Written minified, every declaration ending in `;` (goober
 * reads a declaration up to its `;`; the build's CSS minifier only rewrites `css` templates and
 * `*_CSS` constants, and drops a block's last `;`).
 */
export const hotBadgeRule =
  '.tt-hot{display:inline-block;padding:0 8px;border-radius:4px;background:var(--tt-secondary,#f2c94c);' +
  'color:#1c2321;font-size:.875em;font-weight:600;}';
