import { CARD_FIELD_MESSAGES as M, luhnValid } from '../../../src/domain/booking/cardRules';
import { newToken } from './tokens';

/** Luhn and the per-field messages are the checkout's own (src/domain/booking/cardRules). */
export { luhnValid };

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover';
export type CardOutcome = 'ok' | 'declined' | 'insufficient_funds';

export interface CardInput {
  number: string;
  expiry_month: number;
  expiry_year: number;
  cvv: string;
  name: string;
  zip?: string | undefined;
}

/** What the gateway keeps: never the full number or the CVV. */
export interface TokenizedCard {
  brand: CardBrand;
  last_four: string;
  expiry_month: number;
  expiry_year: number;
  name: string;
  zip: string | null;
  /** Random gateway token (returned once to the caller; stored hashed). */
  token: string;
  /** What a charge on this card will do (test-mode behaviour, decided by the number). */
  outcome: CardOutcome;
}

export type CardResult = { ok: true; card: TokenizedCard } | { ok: false; errors: Record<string, string[]> };

/** Documented test numbers. Any other Luhn-valid number of a known brand also succeeds. */
export const TEST_CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  amex: '378282246310005',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

export const CARD_DECLINED_MESSAGE = 'Your card was declined.';
export const INSUFFICIENT_FUNDS_MESSAGE = 'Your card has insufficient funds.';

/** Brand by IIN prefix and length, or null. */
export function detectBrand(digits: string): CardBrand | null {
  if (/^4\d{12}(\d{3}){0,2}$/.test(digits)) return 'visa';
  if (/^(5[1-5]\d{14}|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720)\d{12})$/.test(digits))
    return 'mastercard';
  if (/^3[47]\d{13}$/.test(digits)) return 'amex';
  if (/^(6011\d{12}|65\d{14}|64[4-9]\d{13})$/.test(digits)) return 'discover';
  return null;
}

const OUTCOMES: Record<string, CardOutcome> = {
  [TEST_CARDS.declined]: 'declined',
  [TEST_CARDS.insufficientFunds]: 'insufficient_funds',
};

/**
 * The checks of the details a saved card can change (expiry, holder name, zip): per-field
 * messages, empty when they are fine.
 */
export function cardDetailErrors(
  input: Pick<CardInput, 'expiry_month' | 'expiry_year' | 'name' | 'zip'>,
  now: Date,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const month = input.expiry_month;
  const year = input.expiry_year;
  const monthOk = Number.isInteger(month) && month >= 1 && month <= 12;
  if (!monthOk) add('expiry_month', M.month);
  const thisYear = now.getUTCFullYear();
  const yearOk = Number.isInteger(year) && year >= thisYear && year <= thisYear + 20;
  if (!yearOk)
    add('expiry_year', !Number.isInteger(year) ? M.year : year < thisYear ? M.expired : M.yearTooFar);
  if (monthOk && yearOk && year === thisYear && month < now.getUTCMonth() + 1) add('expiry_month', M.expired);
  const name = input.name.trim();
  if (name.length < 2 || name.length > 100) add('name', M.name);
  const zip = input.zip?.trim() ?? '';
  if (zip && !/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(zip)) add('zip', M.zip);
  return errors;
}

/**
 * Validates and tokenizes a card, answering per-field errors
 * (number, expiry_month, expiry_year, cvv, name, zip).
 */
export function tokenizeCard(input: CardInput, now: Date): CardResult {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const digits = input.number.replace(/[\s-]/g, '');
  let brand: CardBrand | null = null;
  if (digits === '') add('number', M.numberMissing);
  else if (!/^\d{12,19}$/.test(digits)) add('number', M.numberShape);
  else if (!luhnValid(digits)) add('number', M.numberInvalid);
  else if (!(brand = detectBrand(digits))) add('number', M.brand);

  const cvvLength = brand === 'amex' ? 4 : 3;
  if (!/^\d+$/.test(input.cvv) || input.cvv.length !== cvvLength)
    add('cvv', cvvLength === 4 ? M.cvv4 : M.cvv3);
  Object.assign(errors, cardDetailErrors(input, now));

  if (Object.keys(errors).length > 0 || !brand) return { ok: false, errors };
  return {
    ok: true,
    card: {
      brand,
      last_four: digits.slice(-4),
      expiry_month: input.expiry_month,
      expiry_year: input.expiry_year,
      name: input.name.trim(),
      zip: input.zip?.trim() || null,
      token: newToken(),
      outcome: OUTCOMES[digits] ?? 'ok',
    },
  };
}

/** Charges a stored card: its outcome decides (test mode). Null on success, else the message. */
export function chargeFailure(outcome: string): { message: string; decline_code: string } | null {
  if (outcome === 'declined') return { message: CARD_DECLINED_MESSAGE, decline_code: 'card_declined' };
  if (outcome === 'insufficient_funds')
    return { message: INSUFFICIENT_FUNDS_MESSAGE, decline_code: 'insufficient_funds' };
  return null;
}

/** A digital-wallet token: `tok_declined` declines, any other 8–512 char token succeeds. */
export function walletFailure(token: string): { message: string; decline_code: string } | null {
  if (token === 'tok_declined') return { message: CARD_DECLINED_MESSAGE, decline_code: 'card_declined' };
  if (token === 'tok_insufficient_funds')
    return { message: INSUFFICIENT_FUNDS_MESSAGE, decline_code: 'insufficient_funds' };
  return null;
}
