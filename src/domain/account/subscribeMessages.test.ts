import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/apiError';
import {
  BOT_CHECK_FAILED,
  EMAIL_INVALID,
  NETWORK_FAILED,
  emailProblem,
  subscribeFailure,
} from './subscribeMessages';

describe('subscribe messages', () => {
  it('catches the usual typos of an e-mail before sending', () => {
    for (const typo of [
      'pat',
      'pat@',
      'pat@example',
      'pat example.com',
      'pat@@example.com',
      'pat@example.c',
      '',
    ])
      expect(emailProblem(typo), typo).toBe(EMAIL_INVALID);
    expect(emailProblem(' pat.putter+golf@example.co.uk ')).toBe('');
  });

  it('says what to do for each failure', () => {
    expect(subscribeFailure(new TypeError('Failed to fetch'))).toEqual({ field: '', form: NETWORK_FAILED });
    expect(subscribeFailure(new ApiError('Network error', { status: 0, code: 'network' })).form).toBe(
      NETWORK_FAILED,
    );
    expect(
      subscribeFailure(
        new ApiError('Email is invalid', { status: 422, validationErrors: { email: ['is invalid'] } }),
      ),
    ).toEqual({ field: EMAIL_INVALID, form: '' });
    expect(
      subscribeFailure(
        new ApiError('Please confirm you are not a robot.', {
          status: 422,
          validationErrors: { gRecaptchaResponseData: ['Please confirm you are not a robot.'] },
        }),
      ).form,
    ).toBe(BOT_CHECK_FAILED);
    expect(subscribeFailure(new ApiError('Too many requests.', { status: 429 })).form).toBe(
      'Too many requests.',
    );
  });
});
