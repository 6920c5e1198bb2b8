import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRANDS } from './brands';
import { FEATURE_NAMES } from './features';

// Prettier pads table cells; compare with runs of spaces folded.
const doc = readFileSync('docs/brands.md', 'utf8').replace(/ +/g, ' ');

describe('docs/brands.md', () => {
  it('lists every brand with its colours and app key', () => {
    for (const b of BRANDS)
      expect(doc).toContain(
        `| \`${b.id}\` | ${b.name} | \`${b.primary}\` | \`${b.secondary}\` | \`${b.appKey}\` |`,
      );
  });

  it('lists the social sign-in client id of every brand that has one', () => {
    const withId = BRANDS.filter((b) => b.socialClientId);
    expect(withId.length).toBeGreaterThan(0);
    for (const b of withId) expect(doc).toContain(`| \`${b.id}\` | \`${b.socialClientId}\` |`);
    const rows = doc
      .split('## Social sign-in client id')[1]!
      .split('\n## ')[0]!
      .split('\n')
      .filter((l) => /^\| `/.test(l));
    expect(rows).toHaveLength(withId.length);
  });

  it('shows each brand’s feature switches as they are in the code', () => {
    for (const f of FEATURE_NAMES) {
      const row = doc.split('\n').find((l) => l.startsWith(`| ${f} |`));
      expect(row, f).toBeDefined();
      const cells = row!
        .split('|')
        .slice(2, -1)
        .map((c) => c.trim() === '✓');
      expect(cells).toEqual(BRANDS.map((b) => b.features.has(f)));
    }
  });
});
