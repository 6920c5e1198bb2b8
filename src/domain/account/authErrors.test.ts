import { describe, expect, it } from 'vitest';
import { apiErrorFromAnswer } from '../../core/apiError';
import { EMAIL_NOT_FOUND, deletionMessage, emailLookupMessage, isLockedAnswer } from './authErrors';

describe('auth error answers (spec 02 §8)', () => {
  it("says 'email not found' for a 404 or 400 e-mail lookup, the server's message otherwise", () => {
    expect(emailLookupMessage(apiErrorFromAnswer(404, { error: 'No such user' }))).toBe(EMAIL_NOT_FOUND);
    expect(emailLookupMessage(apiErrorFromAnswer(400, {}))).toBe('email not found');
    expect(emailLookupMessage(apiErrorFromAnswer(429, { error: 'Too many e-mails.' }))).toBe(
      'Too many e-mails.',
    );
    expect(emailLookupMessage('boom')).toMatch(/something went wrong/i);
  });

  it('knows the locked-account answer of sign-in', () => {
    expect(isLockedAnswer(apiErrorFromAnswer(400, { error: 'Your account is locked…', locked: true }))).toBe(
      true,
    );
    expect(isLockedAnswer(apiErrorFromAnswer(400, { error: 'Invalid email or password.' }))).toBe(false);
    expect(isLockedAnswer(new Error('x'))).toBe(false);
  });

  it("reads the deletion's error from its deleteAccount field", () => {
    const e = apiErrorFromAnswer(422, {
      error: 'Unprocessable',
      deleteAccount: 'This deletion link has expired.',
    });
    expect(deletionMessage(e)).toBe('This deletion link has expired.');
    expect(deletionMessage(apiErrorFromAnswer(500, { error: 'Server down' }))).toBe('Server down');
  });
});
