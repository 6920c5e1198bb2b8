import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRAND_IDS } from '../http/brandIds';
import { ISSUED_APP_KEYS } from './brandAppKeys';

// Prettier pads table cells; compare with runs of spaces folded.
const brandsDoc = readFileSync('docs/brands.md', 'utf8').replace(/ +/g, ' ');

describe('issued partner app keys (brand configuration)', () => {
  it('belong to known brands, each brand has a valid one, and no key is issued twice', () => {
    const keys = Object.values(ISSUED_APP_KEYS).flat();
    expect(new Set(keys.map((k) => k.key)).size).toBe(keys.length);
    for (const brandId of Object.keys(ISSUED_APP_KEYS)) expect(BRAND_IDS).toContain(brandId);
    for (const brandId of BRAND_IDS)
      expect(
        ISSUED_APP_KEYS[brandId]?.some((k) => !k.revokedAt),
        brandId,
      ).toBe(true);
    for (const k of keys) expect(k.key).not.toMatch(/^demo-/);
  });

  it('are listed in docs/brands.md as they are configured', () => {
    for (const [brandId, keys] of Object.entries(ISSUED_APP_KEYS))
      for (const k of keys)
        expect(brandsDoc).toContain(
          `| \`${brandId}\` | \`${k.key}\` | ${k.partner} | ${k.revokedAt ? 'revoked (answers 403)' : 'valid'} |`,
        );
  });
});
