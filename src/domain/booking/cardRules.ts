/**
 * What the checkout checks on a new card before sending it, with the sandbox card gateway's own
 * plain-words messages, so a golfer reads the same sentence whoever caught the mistake.
 * Field names are the checkout's: number, expiryMonth, expiryYear, cvv, name, zip.
 */
export const CARD_FIELD_MESSAGES = {
  numberMissing: 'Enter the card number.',
  numberShape: 'Check the card number: it has 12 to 19 digits.',
  numberInvalid: 'This card number is not valid. Check the digits and try again.',
  brand: 'We accept Visa, Mastercard, American Express and Discover. Use one of those cards.',
  monthMissing: 'Enter the expiry month as two digits, e.g. 08.',
  month: 'Use the month as two digits, e.g. 08.',
  yearMissing: 'Enter the expiry year as four digits (YYYY).',
  year: 'Use the year as four digits (YYYY).',
  yearTooFar: 'Check the expiry year: cards are valid for at most 20 years.',
  expired: 'This card has expired. Use a card that is still valid.',
  cvvMissing: 'Enter the security code (CVV) from your card.',
  cvv3: 'Enter the 3-digit security code (CVV) from the back of your card.',
  cvv4: 'Enter the 4-digit security code (CVV) from the front of your card.',
  name: 'Enter the name as it appears on the card.',
  zip: 'Enter a valid zip or postal code, e.g. 80202.',
} as const;

export type CardFieldName = 'number' | 'expiryMonth' | 'expiryYear' | 'cvv' | 'name' | 'zip';
export type CardFieldValues = Partial<Record<CardFieldName, string>>;
export type CardFieldErrors = Partial<Record<CardFieldName, string>>;

const M = CARD_FIELD_MESSAGES;

/** The digits of a typed card number (spaces and dashes are fine). */
export const cardDigits = (typed: string): string => typed.replace(/[\s-]/g, '');

/** Luhn checksum over a digits-only string. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** American Express numbers (34…, 37…, 15 digits) have a 4-digit CVV on the front. */
export const isAmex = (digits: string): boolean => /^3[47]/.test(digits);

export function checkCardNumber(typed: string | undefined): string | null {
  const digits = cardDigits(typed ?? '');
  if (digits === '') return M.numberMissing;
  if (!/^\d{12,19}$/.test(digits)) return M.numberShape;
  return luhnValid(digits) ? null : M.numberInvalid;
}

/**
 * Expiry month (two digits, 01–12) and year (four digits): a card is good through the end of
 * its month, so this month is fine and any earlier one has expired. `now` is the page's clock.
 */
export function checkExpiry(
  month: string | undefined,
  year: string | undefined,
  now: Date,
): Pick<CardFieldErrors, 'expiryMonth' | 'expiryYear'> {
  const errors: Pick<CardFieldErrors, 'expiryMonth' | 'expiryYear'> = {};
  const m = (month ?? '').trim();
  const y = (year ?? '').trim();
  if (m === '') errors.expiryMonth = M.monthMissing;
  else if (!/^(0[1-9]|1[0-2])$/.test(m)) errors.expiryMonth = M.month;
  const thisYear = now.getFullYear();
  if (y === '') errors.expiryYear = M.yearMissing;
  else if (!/^\d{4}$/.test(y)) errors.expiryYear = M.year;
  else if (Number(y) < thisYear) errors.expiryYear = M.expired;
  else if (Number(y) > thisYear + 20) errors.expiryYear = M.yearTooFar;
  else if (!errors.expiryMonth && Number(y) === thisYear && Number(m) < now.getMonth() + 1)
    errors.expiryMonth = M.expired;
  return errors;
}

/** 3 digits, or 4 for American Express; either when the number is not known yet. */
export function checkCvv(cvv: string | undefined, cardNumber: string | undefined): string | null {
  const c = (cvv ?? '').trim();
  const digits = cardDigits(cardNumber ?? '');
  if (c === '') return M.cvvMissing;
  if (digits === '' || checkCardNumber(digits)) return /^\d{3,4}$/.test(c) ? null : M.cvv3;
  const amex = isAmex(digits);
  if (new RegExp(`^\\d{${amex ? 4 : 3}}$`).test(c)) return null;
  return amex ? M.cvv4 : M.cvv3;
}

/** The name on the card (2–100 characters) and the optional zip code. */
export function checkCardholder(values: CardFieldValues): Pick<CardFieldErrors, 'name' | 'zip'> {
  const errors: Pick<CardFieldErrors, 'name' | 'zip'> = {};
  const name = (values.name ?? '').trim();
  if (name.length < 2 || name.length > 100) errors.name = M.name;
  const zip = (values.zip ?? '').trim();
  if (zip && !/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(zip)) errors.zip = M.zip;
  return errors;
}

/** The card number, expiry and CVV: what the hosted card fields check. */
export function checkCardData(values: CardFieldValues, now: Date): CardFieldErrors {
  const errors: CardFieldErrors = { ...checkExpiry(values.expiryMonth, values.expiryYear, now) };
  const number = checkCardNumber(values.number);
  if (number) errors.number = number;
  const cvv = checkCvv(values.cvv, values.number);
  if (cvv) errors.cvv = cvv;
  return errors;
}

/** Every field of a new card, before sending it. Empty when all is well. */
export function checkCardFields(values: CardFieldValues, now: Date): CardFieldErrors {
  return { ...checkCardData(values, now), ...checkCardholder(values) };
}
