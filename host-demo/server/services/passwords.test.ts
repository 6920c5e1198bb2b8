import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with a per-user salt and verifies', () => {
    const a = hashPassword('teetime-demo-1');
    const b = hashPassword('teetime-demo-1');
    expect(a).not.toBe(b);
    expect(a).not.toContain('teetime-demo-1');
    expect(verifyPassword('teetime-demo-1', a)).toBe(true);
    expect(verifyPassword('wrong', a)).toBe(false);
    expect(verifyPassword('x', 'garbage')).toBe(false);
  });
});
