import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { TABLES, withTable } from './budgetTables.mjs';

/** Cells compared, not padding (Prettier may re-align a table). */
const cells = (text: string) => text.replace(/-{3,}/g, '---').replace(/[ \t]+/g, ' ');

describe('size budget tables', () => {
  for (const [file, make] of Object.entries(TABLES as Record<string, () => string>)) {
    it(`${file} shows the budgets of scripts/budgets.mjs (npm run docs:budgets)`, () => {
      const text = readFileSync(file, 'utf8');
      expect(cells(text)).toBe(cells(withTable(text, make())));
    });
  }
});
