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
    expect(toCamelCase('_destroy')).toBe('_destroy');
    expect(toCamelCase('2024-05-01')).toBe('2024-05-01');
    expect(toCamelCase('alreadyCamel')).toBe('alreadyCamel');
  });

  it('keeps the underscore before a word of digits, both ways (price-alert flags)', () => {
    const table: [snake: string, camel: string][] = [
      ['for_2', 'for_2'],
      ['holes_18', 'holes_18'],
      ['holes_9', 'holes_9'],
      ['min_price_9_holes', 'minPrice_9Holes'],
      ['at_least_n_hours_before_sunset', 'atLeastNHoursBeforeSunset'],
      ['address1', 'address1'],
      ['address_country_iso2', 'addressCountryIso2'],
    ];
    for (const [snake, camel] of table) {
      expect(toCamelCase(snake)).toBe(camel);
      expect(toSnakeCase(camel)).toBe(snake);
    }
  });

  it('round-trips every snake_case key the API answers, digit words included', () => {
    const letters = fc.stringMatching(/^[a-z][a-z0-9]{1,6}$/);
    const digits = fc.stringMatching(/^\d{1,3}$/);
    const key = fc
      .tuple(letters, fc.array(fc.oneof(letters, digits), { maxLength: 4 }))
      .map(([first, rest]) => [first, ...rest].join('_'));
    fc.assert(
      fc.property(key, (snake) => {
        expect(toSnakeCase(toCamelCase(snake))).toBe(snake);
      }),
    );
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
  it('round-trips a price alert as the API answers it and the client sends it back', () => {
    const answer = { course_id: '1001', for_2: true, holes_18: true, max_price: 60, saturday: true };
    const read = camelKeys<Record<string, unknown>>(answer);
    expect(read).toEqual({ courseId: '1001', for_2: true, holes_18: true, maxPrice: 60, saturday: true });
    expect(snakeKeys(read)).toEqual(answer);
  });

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

  it('converts every key right however many distinct keys it has seen (each kept once, up to 2,000)', () => {
    const keys = Array.from({ length: 2500 }, (_, i) => `tee_time_${i}_for_player`);
    const answer = Object.fromEntries(keys.map((k, i) => [k, i]));
    for (let round = 0; round < 2; round++) {
      const out = camelKeys<Record<string, number>>(answer);
      expect(Object.keys(out)).toEqual(keys.map((k) => toCamelCase(k)));
      expect(out.teeTime_2499ForPlayer).toBe(2499);
      expect(snakeKeys<Record<string, number>>(out)).toEqual(answer);
    }
  });
});
