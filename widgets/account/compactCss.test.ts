import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The account's styles are written compactly, one rule a line. goober reads a declaration only up
 * to its `;`: a last declaration without one (`h3:focus{outline:none}`) is silently dropped, which
 * once left forms and sort menus the column's full width. Every declaration ends with `;`.
 */
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory()
      ? d.name === 'test'
        ? []
        : files(join(dir, d.name))
      : /\.tsx?$/.test(d.name)
        ? [join(dir, d.name)]
        : [],
  );

describe('the account’s goober styles', () => {
  const templates = files('widgets/account').flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/css`([^`]*)`/g)].map((m) => ({ file, css: m[1]! })),
  );

  it('are found', () => {
    expect(templates.length).toBeGreaterThan(10);
  });

  it('end every declaration with a semicolon, so goober keeps it', () => {
    const dropped = templates.flatMap(({ file, css }) =>
      [...css.matchAll(/[^;{}\s]\s*\}/g)].map(
        (m) => `${file}: …${css.slice(Math.max(0, m.index - 30), m.index + 2)}`,
      ),
    );
    expect(dropped).toEqual([]);
  });
});
