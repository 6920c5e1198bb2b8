import { describe, expect, it } from 'vitest';
import { apiErrorFromAnswer } from './apiError';
import { requestProblem } from './setupProblems';
import { BAD_KEY_SHOWN, NOT_ALLOWED_SHOWN } from './setupWords';

const refusedOrigin = {
  code: 'origin_not_allowed',
  message: 'The origin https://partner.example is not allowed; add it to TEETIME_PARTNER_ORIGINS.',
};

describe('a page the API refuses', () => {
  it('reads the same in every widget (account and checkout show error.message)', () => {
    expect(apiErrorFromAnswer(403, refusedOrigin).message).toBe(NOT_ALLOWED_SHOWN);
    expect(apiErrorFromAnswer(401, { code: 'app_key_unknown', message: 'Unknown app key' }).message).toBe(
      BAD_KEY_SHOWN,
    );
  });

  it('keeps the API’s words, which name the origin and the setting, for the developer’s warning', () => {
    const p = requestProblem('teetime-picker', apiErrorFromAnswer(403, refusedOrigin), {
      baseURL: 'https://api.example/api',
      appKey: 'demo-teetime',
    });
    expect(p?.shown).toBe(NOT_ALLOWED_SHOWN);
    expect(p?.warning).toBe(`teetime-picker: ${refusedOrigin.message}`);
  });

  it('leaves other answers in the API’s words', () => {
    expect(apiErrorFromAnswer(403, { message: 'Only moderators can do this' }).message).toBe(
      'Only moderators can do this',
    );
  });
});
