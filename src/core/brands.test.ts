import { describe, expect, it } from 'vitest';
import { BRANDS, MAIN_BRAND_ID, getBrand } from './brands';
import { contrastRatio, isHexColor } from './contrastRatio';
import { FEATURE_NAMES } from './features';

describe('brands', () => {
  it('has the main brand and six partner brands with unique ids and demo app keys', () => {
    expect(BRANDS).toHaveLength(7);
    expect(new Set(BRANDS.map((b) => b.id)).size).toBe(7);
    expect(BRANDS[0]!.id).toBe(MAIN_BRAND_ID);
    for (const b of BRANDS) expect(b.appKey).toBe(`demo-${b.id}`);
  });

  it('uses valid hex colours and white text on primary reaches WCAG AA 4.5:1', () => {
    for (const b of BRANDS) {
      expect(isHexColor(b.primary), b.id).toBe(true);
      expect(isHexColor(b.secondary), b.id).toBe(true);
      expect(contrastRatio('#ffffff', b.primary), b.id).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('resolves the brand attribute, falling back to the main brand', () => {
    expect(getBrand('lakeside').name).toBe('Lakeside Golf');
    expect(getBrand(' Lakeside ').id).toBe('lakeside');
    expect(getBrand('no-such-brand').id).toBe('teetime');
    expect(getBrand(undefined).id).toBe('teetime');
    expect(getBrand(null).id).toBe('teetime');
  });

  it('gives the main brand most features and each partner only a few, all different', () => {
    const main = getBrand();
    expect(main.features.size).toBeGreaterThan(FEATURE_NAMES.length * 0.8);
    const partners = BRANDS.filter((b) => b.id !== MAIN_BRAND_ID);
    for (const p of partners) expect(p.features.size, p.id).toBeLessThan(FEATURE_NAMES.length / 2);
    const signatures = new Set(partners.map((p) => [...p.features].sort().join(',')));
    expect(signatures.size).toBe(partners.length);
    for (const b of BRANDS) for (const f of b.features) expect(FEATURE_NAMES).toContain(f);
  });
});
