// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { clearPageSingleton, pageSingleton } from './pageSingleton';

describe('pageSingleton', () => {
  it('creates once per page and lives on window under Symbol.for("teetime.<name>")', () => {
    let made = 0;
    const a = pageSingleton('test-thing', () => ({ n: ++made }));
    const b = pageSingleton('test-thing', () => ({ n: ++made }));
    expect(a).toBe(b);
    expect(made).toBe(1);
    // A second copy of the bundle finds the same instance through the global symbol registry.
    expect((window as unknown as Record<symbol, unknown>)[Symbol.for('teetime.test-thing')]).toBe(a);
    clearPageSingleton('test-thing');
    expect(pageSingleton('test-thing', () => ({ n: ++made }))).toEqual({ n: 2 });
  });
});
