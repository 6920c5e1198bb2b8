import { PALETTES, type Scheme } from './palette';

/** An sRGB colour with alpha, channels 0–255, alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** The scheme of the page behind an element, and whether the widget draws its own surface there. */
export interface HostLook {
  scheme: Scheme;
  surface: boolean;
}

/** Reads a computed colour (`rgb(…)` / `rgba(…)`, as getComputedStyle gives it); null otherwise. */
export function parseRgb(value: string): Rgba | null {
  const m = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(
    value.trim(),
  );
  if (!m) return null;
  const alpha = m[4] === undefined ? 1 : m[4].endsWith('%') ? Number(m[4].slice(0, -1)) / 100 : Number(m[4]);
  return { r: Number(m[1]), g: Number(m[2]), b: Number(m[3]), a: alpha };
}

const channel = (v: number) => {
  const c = v / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = ({ r, g, b }: Rgba) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
const hexLuminance = (hex: string) =>
  luminance({
    r: parseInt(hex.slice(1, 3), 16),
    g: parseInt(hex.slice(3, 5), 16),
    b: parseInt(hex.slice(5, 7), 16),
    a: 1,
  });
const contrast = (l1: number, l2: number) => (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);

/**
 * The look for a host background: the dark palette where light text reads better than dark
 * text, else the light one; the widget draws its own surface where one of its palette's text
 * colours would fall under 4.5:1 on that background (a mid grey, a saturated colour).
 */
export function lookOn(background: Rgba): HostLook {
  const l = luminance(background);
  const scheme: Scheme = contrast(l, 1) > contrast(l, 0) ? 'dark' : 'light';
  const palette = PALETTES[scheme];
  const texts = [palette.text, palette.muted, palette.danger, palette.positive, palette.star];
  const weakest = Math.min(...texts.map((text) => contrast(l, hexLuminance(text))));
  return { scheme, surface: weakest < 4.5 };
}

/** The element a node's background is drawn over: its parent, or the host of its shadow root. */
function under(el: Element): Element | null {
  if (el.parentElement) return el.parentElement;
  const root = el.parentNode;
  return root instanceof ShadowRoot ? root.host : null;
}

/**
 * The look for `host` where it is now: the first opaque background from the element outwards
 * (through shadow roots), else the page's canvas (dark when the page's `color-scheme` and the
 * reader's preference make it so). `--tt-scheme: light | dark` on the element decides instead.
 */
export function hostLook(host: Element): HostLook {
  const view = host.ownerDocument.defaultView;
  if (!view) return { scheme: 'light', surface: false };
  const forced = view.getComputedStyle(host).getPropertyValue('--tt-scheme').trim();
  if (forced === 'light' || forced === 'dark') return { scheme: forced, surface: false };
  for (let el: Element | null = host; el; el = under(el)) {
    const bg = parseRgb(view.getComputedStyle(el).backgroundColor);
    if (bg && bg.a >= 0.5) return lookOn(bg);
  }
  const root = host.ownerDocument.documentElement;
  const asked = view.getComputedStyle(root).colorScheme ?? '';
  const dark =
    /\bdark\b/.test(asked) &&
    (!/\blight\b/.test(asked) || view.matchMedia('(prefers-color-scheme: dark)').matches);
  return { scheme: dark ? 'dark' : 'light', surface: false };
}

export const sameLook = (a: HostLook, b: HostLook): boolean =>
  a.scheme === b.scheme && a.surface === b.surface;
