import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { camelKeys, snakeKeys, toCamelCase, toSnakeCase } from './caseKeys';

describe('toSnakeCase / toCamelCase', () => {
  it('converts the sign-up field names the API expects', () => {
    expect(toSnakeCase('firstName')).toBe('first_name');
    expect(toSnakeCase('addressCountryIso2')).toBe('address_country_iso2');
    expect(toSnakeCase('gRecaptchaResponseData')).toBe('g_recaptcha_response_data');
    expect(toSnakeCase('XMLHttpRequest')).toBe('xml_http_request');
    expect(toSnakeCase('already_snake')).toBe('already_snake');
  });

  it('converts answer keys to camelCase', () => {
    expect(toCamelCase('api_session_token')).toBe('apiSessionToken');
    expect(toCamelCase('address_country_iso2')).toBe('addressCountryIso2');
    expect(toCamelCase('for_2')).toBe('for2');
    expect(toCamelCase('_destroy')).toBe('_destroy');
    expect(toCamelCase('2024-05-01')).toBe('2024-05-01');
    expect(toCamelCase('alreadyCamel')).toBe('alreadyCamel');
  });

  it('round-trips camelCase identifiers made of words of two letters or more', () => {
    const word = fc.stringMatching(/^[a-z][a-z][a-z0-9]{0,5}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), (words) => {
        const camel = words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join('');
        expect(toCamelCase(toSnakeCase(camel))).toBe(camel);
      }),
    );
  });
});

describe('snakeKeys / camelKeys', () => {
  it('converts nested objects and arrays of objects', () => {
    const body = {
      teeTimeId: 7,
      appliedModifiers: { promoCodes: ['A'], giftCard: { giftCardCvv: '1' } },
      players: [{ firstName: 'Ann' }],
    };
    expect(snakeKeys(body)).toEqual({
      tee_time_id: 7,
      applied_modifiers: { promo_codes: ['A'], gift_card: { gift_card_cvv: '1' } },
      players: [{ first_name: 'Ann' }],
    });
    expect(camelKeys(snakeKeys(body))).toEqual(body);
  });

  it('leaves values alone: strings, Dates, Blobs and FormData are not rewritten', () => {
    const date = new Date('2024-05-01T10:00:00Z');
    const blob = new Blob(['x']);
    const form = new FormData();
    const out = snakeKeys<Record<string, unknown>>({
      bornOn: date,
      avatarFile: blob,
      form,
      sortBy: 'most_favorable',
    });
    expect(out.born_on).toBe(date);
    expect(out.avatar_file).toBe(blob);
    expect(out.form).toBe(form);
    expect(out.sort_by).toBe('most_favorable');
  });

  it('does not mutate its input and passes primitives and null through', () => {
    const input = { userId: 1 };
    snakeKeys(input);
    expect(input).toEqual({ userId: 1 });
    expect(camelKeys(null)).toBeNull();
    expect(camelKeys('first_name')).toBe('first_name');
    expect(camelKeys([1, 'a'])).toEqual([1, 'a']);
  });
});
