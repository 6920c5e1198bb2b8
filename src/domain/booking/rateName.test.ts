import { describe, expect, it } from 'vitest';
import { rateName } from './rateName';

describe('rateName', () => {
  it('calls the lightning rate (the server\'s "Specials", spec 01 §9) "Hot deals", as golfers read it', () => {
    expect(rateName('lightning', 'Specials')).toBe('Hot deals');
  });
  it("keeps every other rate's own name", () => {
    expect(rateName('senior', 'Senior')).toBe('Senior');
    expect(rateName('online', 'Online')).toBe('Online');
  });
});
