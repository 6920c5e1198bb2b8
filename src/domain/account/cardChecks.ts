/**
 * What the account's card forms check before sending (spec 02 §3 "Credit card"): the number
 * (Luhn), the expiry (MM two digits, YYYY, not past by the page's clock), the CVV (3 digits, 4
 * for American Express) and the name. The sentences are the checkout's and the sandbox gateway's
 * (src/domain/booking/cardRules on the security branch), so a golfer reads the same words
 * whoever caught the mistake. Field names: number, expiryMonth, expiryYear, cvv, name, zip.
 */
export const CARD_MESSAGES = {
  number: 'Enter the card number.',
  numberShape: 'Check the card number: it has 12 to 19 digits.',
  numberInvalid: 'This card number is not valid. Check the digits and try again.',
  month: 'Enter the expiry month as two digits, e.g. 08.',
  year: 'Enter the expiry year as four digits (YYYY).',
  yearTooFar: 'Check the expiry year: cards are valid for at most 20 years.',
  expired: 'This card has expired. Use a card that is still valid.',
  cvv: 'Enter the 3-digit security code (CVV) from the back of your card.',
  cvv4: 'Enter the 4-digit security code (CVV) from the front of your card.',
  name: 'Enter the name as it appears on the card.',
  zip: 'Enter a valid zip or postal code, e.g. 80202.',
} as const;

export type CardErrors = Record<string, string>;
type Values = Record<string, string | undefined>;

/** Luhn checksum of a digits-only string. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Expiry month (01–12) and year (four digits, at most 20 years ahead): a card is good through
 * the end of its month, so this month is fine and any earlier one has expired.
 */
export function checkExpiry(month = '', year = '', now: Date): CardErrors {
  const e: CardErrors = {};
  const m = month.trim();
  const y = year.trim();
  const thisYear = now.getFullYear();
  if (!/^(0[1-9]|1[0-2])$/.test(m)) e.expiryMonth = CARD_MESSAGES.month;
  if (!/^\d{4}$/.test(y)) e.expiryYear = CARD_MESSAGES.year;
  else if (+y < thisYear) e.expiryYear = CARD_MESSAGES.expired;
  else if (+y > thisYear + 20) e.expiryYear = CARD_MESSAGES.yearTooFar;
  else if (!e.expiryMonth && +y === thisYear && +m < now.getMonth() + 1)
    e.expiryMonth = CARD_MESSAGES.expired;
  return e;
}

/** Name on the card (2–100 characters) and the optional zip or postal code. */
export function checkHolder(v: Values): CardErrors {
  const e: CardErrors = {};
  const name = (v.name ?? '').trim();
  if (name.length < 2 || name.length > 100) e.name = CARD_MESSAGES.name;
  const zip = (v.zip ?? '').trim();
  if (zip && !/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(zip)) e.zip = CARD_MESSAGES.zip;
  return e;
}

/** Every field of a new card. Empty when all is well. `now` is the page's clock. */
export function checkNewCard(v: Values, now: Date): CardErrors {
  const e = { ...checkExpiry(v.expiryMonth, v.expiryYear, now), ...checkHolder(v) };
  const digits = (v.number ?? '').replace(/[\s-]/g, '');
  const amex = /^3[47]/.test(digits);
  if (!digits) e.number = CARD_MESSAGES.number;
  else if (!/^\d{12,19}$/.test(digits)) e.number = CARD_MESSAGES.numberShape;
  else if (!luhnValid(digits)) e.number = CARD_MESSAGES.numberInvalid;
  const cvv = (v.cvv ?? '').trim();
  if (!(e.number ? /^\d{3,4}$/ : amex ? /^\d{4}$/ : /^\d{3}$/).test(cvv))
    e.cvv = amex ? CARD_MESSAGES.cvv4 : CARD_MESSAGES.cvv;
  return e;
}
