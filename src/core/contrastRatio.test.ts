import { describe, expect, it } from 'vitest';
import { contrastRatio, isHexColor } from './contrastRatio';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#ffffff', '#777777')).toBeCloseTo(4.48, 2);
    expect(() => contrastRatio('white', '#000')).toThrow();
  });
});

describe('isHexColor', () => {
  it('accepts #rgb and #rrggbb only', () => {
    expect(isHexColor('#0b6e4f')).toBe(true);
    expect(isHexColor('#FFF')).toBe(true);
    expect(isHexColor('0b6e4f')).toBe(false);
    expect(isHexColor('#0b6e4')).toBe(false);
  });
});
