import type { IconName } from './icons';

/** The icons' shapes (16 × 16). */
const ICONS: Record<IconName, string> = {
  flag: 'M4 1h2v14H4zM6 2l8 3-8 3z',
  cart: 'M1 3h3l2 7h7l2-5H5M6 13a1.5 1.5 0 1 0 0 .1M12 13a1.5 1.5 0 1 0 0 .1',
  bolt: 'M9 0 2 9h5l-1 7 7-9H8z',
  person: 'M8 1a3 3 0 1 1 0 6 3 3 0 0 1 0-6zM2 15c0-4 3-6 6-6s6 2 6 6z',
};

const mask = (d: string) =>
  `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Cpath d='${d}'/%3E%3C/svg%3E")`;

/**
 * CSS drawing `data-icon="<name>"` as a 14 px icon in the text's colour before the element's text
 * (a mask: a data: image, which the documented CSP allows in img-src).
 */
export const ICON_CSS =
  `[data-icon]::before{content:'';flex:0 0 auto;display:inline-block;width:14px;height:14px;` +
  `background:currentColor;-webkit-mask:var(--tt-icon) center/contain no-repeat;mask:var(--tt-icon) center/contain no-repeat;}` +
  (Object.keys(ICONS) as IconName[])
    .map((name) => `[data-icon='${name}']{--tt-icon:${mask(ICONS[name])};}`)
    .join('');
