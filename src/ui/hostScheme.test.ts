import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../core/contrastRatio';
import { lookOn, parseRgb } from './hostScheme';
import { PALETTES } from './palette';

const rgb = (hex: string) => ({
  r: parseInt(hex.slice(1, 3), 16),
  g: parseInt(hex.slice(3, 5), 16),
  b: parseInt(hex.slice(5, 7), 16),
  a: 1,
});

describe('the palette for the page behind a widget', () => {
  it('reads computed colours', () => {
    expect(parseRgb('rgb(17, 17, 17)')).toEqual({ r: 17, g: 17, b: 17, a: 1 });
    expect(parseRgb('rgba(0, 0, 0, 0)')).toEqual({ r: 0, g: 0, b: 0, a: 0 });
    expect(parseRgb('rgb(255 255 255 / 50%)')).toEqual({ r: 255, g: 255, b: 255, a: 0.5 });
    expect(parseRgb('transparent')).toBeNull();
  });

  it('is dark on a dark page (#111), light on a white or cream one, with no surface of its own', () => {
    expect(lookOn(rgb('#111111'))).toEqual({ scheme: 'dark', surface: false });
    expect(lookOn(rgb('#000000'))).toEqual({ scheme: 'dark', surface: false });
    expect(lookOn(rgb('#ffffff'))).toEqual({ scheme: 'light', surface: false });
    expect(lookOn(rgb('#f6f0dc'))).toEqual({ scheme: 'light', surface: false });
  });

  it('draws its own surface on a mid grey or a loud colour, where its text would not keep 4.5:1', () => {
    expect(lookOn(rgb('#777777')).surface).toBe(true);
    expect(lookOn(rgb('#ff0000')).surface).toBe(true);
    expect(lookOn(rgb('#2f6fdf')).surface).toBe(true);
    expect(lookOn(rgb('#1e3a8a'))).toEqual({ scheme: 'dark', surface: false });
  });

  it('keeps every text colour of each palette at 4.5:1 on its card, field and surface (WCAG AA)', () => {
    for (const p of Object.values(PALETTES))
      for (const text of [p.text, p.muted, p.danger, p.positive, p.star])
        for (const bg of [p.card, p.field, p.surface, p.tint])
          expect(contrastRatio(text, bg), `${text} on ${bg}`).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the dark palette readable on the darkest and lightest page that picks it transparent', () => {
    const dark = PALETTES.dark;
    // #111 (the partner's page) up to the lightest grey that still reads dark without a surface.
    for (const bg of ['#000000', '#111111', '#222222', '#333333'])
      for (const text of [dark.text, dark.muted, dark.danger, dark.positive, dark.star]) {
        expect(lookOn(rgb(bg))).toEqual({ scheme: 'dark', surface: false });
        expect(contrastRatio(text, bg), `${text} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      }
  });
});
