/**
 * The widgets' colours for a light and a dark host (docs/theming.md, "Dark pages"). Every colour a
 * widget draws text, fields, cards or lines with is one of these CSS custom properties, set on
 * `:host` by the element's theme sheet (src/ui/themeCss) for the scheme behind it
 * (src/ui/hostScheme); a partner's own rule for any of them wins (`teetime-picker { --tt-card: … }`).
 *
 * Each text colour keeps 4.5:1 (WCAG AA) on its scheme's card, surface and field, and on any host
 * background that picks that scheme with a transparent surface (src/ui/hostScheme draws the
 * surface where it would not).
 */
export type Scheme = 'light' | 'dark';

export interface Palette {
  /** Body text. */
  text: string;
  /** Secondary text (a party's total, a provider, a date's price). */
  muted: string;
  /** Borders of cards and panels. */
  line: string;
  /** Background of cards and panels. */
  card: string;
  /** Background of text fields and selects. */
  field: string;
  /** Borders of fields (3:1 against what is around them). */
  fieldLine: string;
  /** Error text. */
  danger: string;
  /** Soft backgrounds: a selected chip, a highlighted row, a badge. */
  tint: string;
  /** Background of a notice to heed (a banner, a warning panel). */
  warning: string;
  warningLine: string;
  /** Savings and other good news, as text. */
  positive: string;
  /** Rating stars. */
  star: string;
  /** Skeleton placeholders. */
  skeleton: string;
  skeletonHighlight: string;
  focus: string;
  /** What the widget draws behind itself where the host's own background would not keep the contrast. */
  surface: string;
}

export const PALETTES: Readonly<Record<Scheme, Palette>> = {
  light: {
    text: '#1c2321',
    muted: '#56635e',
    line: '#d0d7d4',
    card: '#ffffff',
    field: '#ffffff',
    fieldLine: '#6b7873',
    danger: '#b3261e',
    tint: '#eef4f1',
    warning: '#fff8e1',
    warningLine: '#c99a06',
    positive: '#1e6b3a',
    star: '#8a5a00',
    skeleton: '#eef1ef',
    skeletonHighlight: '#f7f9f8',
    focus: '#1a5fb4',
    surface: '#ffffff',
  },
  dark: {
    text: '#e8edeb',
    muted: '#b2bdb8',
    line: '#4a5652',
    card: '#1b2220',
    field: '#131816',
    fieldLine: '#8d9a95',
    danger: '#ff9b92',
    tint: '#26342e',
    warning: '#33290a',
    warningLine: '#c99a06',
    positive: '#86d9a5',
    star: '#f2b84b',
    skeleton: '#242c29',
    skeletonHighlight: '#2f3834',
    focus: '#8ab4f8',
    surface: '#121614',
  },
};

const VARS: ReadonlyArray<[keyof Palette, string]> = [
  ['text', '--tt-text'],
  ['muted', '--tt-muted'],
  ['line', '--tt-line'],
  ['card', '--tt-card'],
  ['field', '--tt-field'],
  ['fieldLine', '--tt-field-line'],
  ['danger', '--tt-danger'],
  ['tint', '--tt-tint'],
  ['warning', '--tt-warning'],
  ['warningLine', '--tt-warning-line'],
  ['positive', '--tt-positive'],
  ['star', '--tt-star'],
  ['skeleton', '--tt-skeleton'],
  ['skeletonHighlight', '--tt-skeleton-highlight'],
  ['focus', '--tt-focus'],
];

/**
 * The `:host` declarations of a scheme's palette. `--tt-accent` is the primary colour as text on
 * the widget's own backgrounds: the brand's primary on a light page, a light tint of it on a dark
 * one (where a dark green link would be unreadable). `surface` draws the widget's own background.
 */
export function paletteCss(scheme: Scheme, surface: boolean): string {
  const p = PALETTES[scheme];
  const vars = VARS.map(([key, name]) => `${name}:${p[key]};`).join('');
  const accent = scheme === 'dark' ? 'color-mix(in srgb,var(--tt-primary) 35%,#fff)' : 'var(--tt-primary)';
  return `${vars}--tt-accent:${accent};--tt-color-scheme:${scheme};${surface ? `--tt-surface:${p.surface};` : ''}`;
}
