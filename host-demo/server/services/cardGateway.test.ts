import { describe, expect, it } from 'vitest';
import { chargeFailure, detectBrand, luhnValid, TEST_CARDS, tokenizeCard } from './cardGateway';

const now = new Date('2026-06-15T12:00:00Z');
const base = { expiry_month: 12, expiry_year: 2030, cvv: '123', name: 'Ada Golfer', zip: '94110' };

describe('cardGateway', () => {
  it('checks Luhn', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('abc')).toBe(false);
  });

  it('detects brands', () => {
    expect(detectBrand(TEST_CARDS.visa)).toBe('visa');
    expect(detectBrand(TEST_CARDS.mastercard)).toBe('mastercard');
    expect(detectBrand(TEST_CARDS.amex)).toBe('amex');
    expect(detectBrand('6011111111111117')).toBe('discover');
    expect(detectBrand('9999999999999995')).toBeNull();
  });

  it('tokenizes the documented test cards, keeping only safe fields', () => {
    const r = tokenizeCard({ ...base, number: '4242 4242 4242 4242' }, now);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.card).toMatchObject({ brand: 'visa', last_four: '4242', outcome: 'ok' });
    expect(JSON.stringify(r.card)).not.toContain('4242424242424242');
    expect(JSON.stringify(r.card)).not.toContain('"123"');
    const amex = tokenizeCard({ ...base, cvv: '1234', number: TEST_CARDS.amex }, now);
    expect(amex.ok && amex.card.brand).toBe('amex');
  });

  it('marks declined and insufficient-funds numbers', () => {
    const d = tokenizeCard({ ...base, number: TEST_CARDS.declined }, now);
    const f = tokenizeCard({ ...base, number: TEST_CARDS.insufficientFunds }, now);
    expect(d.ok && chargeFailure(d.card.outcome)?.message).toBe('Your card was declined.');
    expect(f.ok && chargeFailure(f.card.outcome)?.message).toBe('Your card has insufficient funds.');
  });

  it('answers per-field errors', () => {
    const r = tokenizeCard(
      { number: '4242424242424241', expiry_month: 13, expiry_year: 2020, cvv: '12', name: '', zip: '%%' },
      now,
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(Object.keys(r.errors).sort()).toEqual([
      'cvv',
      'expiry_month',
      'expiry_year',
      'name',
      'number',
      'zip',
    ]);
  });

  it('rejects an expiry earlier this year and a 3-digit amex CVV', () => {
    const r = tokenizeCard({ ...base, number: TEST_CARDS.amex, expiry_month: 5, expiry_year: 2026 }, now);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.expiry_month).toEqual(['This card has expired. Use a card that is still valid.']);
    expect(r.errors.cvv).toEqual(['Enter the 4-digit security code (CVV) from the front of your card.']);
  });
});
