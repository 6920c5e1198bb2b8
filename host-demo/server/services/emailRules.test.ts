import { describe, expect, it } from 'vitest';
import { isEmailSyntax, validateGuestEmail } from './emailRules';

describe('validateGuestEmail', () => {
  it('accepts ordinary addresses', () => {
    expect(validateGuestEmail('ada.golfer+tee@example.co.uk')).toEqual({
      valid: true,
      message: 'E-mail address is valid.',
    });
  });
  it('rejects bad syntax, long and disposable addresses', () => {
    for (const bad of ['', 'no-at', 'a@b', 'a..b@example.com', '@example.com', 'a b@example.com']) {
      expect(validateGuestEmail(bad).valid).toBe(false);
    }
    expect(validateGuestEmail(`${'a'.repeat(60)}@${'b'.repeat(200)}.com`).valid).toBe(false);
    expect(validateGuestEmail('x@mailinator.com').message).toMatch(/disposable/);
    expect(validateGuestEmail('x@tempinbox.net').valid).toBe(false);
  });
  it('caps the local part at 64', () => {
    expect(isEmailSyntax(`${'a'.repeat(65)}@example.com`)).toBe(false);
  });
});
