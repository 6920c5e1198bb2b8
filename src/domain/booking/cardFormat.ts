/**
 * A card number as the golfer reads it on the card: grouped in fours (4242 4242 4242 4242),
 * American Express 4-6-5 (3782 822463 10005), and the card's brand from its first digits.
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover';

/** The brand's name as printed: "Visa", "Mastercard", "American Express", "Discover". */
export const CARD_BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** The brand of a number (its digits, as far as typed), or null while it cannot be told. */
export function cardBrand(digits: string): CardBrand | null {
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return null;
}

/** The longest number of a brand: Amex 15 digits, the others 16 (19 for an unknown one). */
export const maxDigits = (digits: string): number =>
  cardBrand(digits) === 'amex' ? 15 : cardBrand(digits) ? 16 : 19;

/** Digits grouped as on the card: 4-4-4-4 (19 digits: 4-4-4-4-3), Amex 4-6-5. */
export function groupCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, maxDigits(typed.replace(/\D/g, '')));
  const sizes = cardBrand(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const groups: string[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= digits.length) break;
    groups.push(digits.slice(at, at + size));
    at += size;
  }
  return groups.join(' ');
}

/**
 * Where the caret goes after regrouping: after the same number of digits as before it, e.g.
 * "4242 4242|" stays after the 8th digit whatever spaces were added or removed.
 */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i]!)) seen++;
    if (seen === digitsBefore) return i + 1;
  }
  return formatted.length;
}
