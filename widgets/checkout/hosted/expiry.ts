/** The message for an expiry that is not MM/YY (the card rules check the month and year after). */
export const EXPIRY_SHAPE = 'Enter the expiry date as MM/YY, e.g. 08/29.';

/**
 * The card's one MM/YY field as the month (two digits) and year (four digits) the card rules and
 * the gateway take: "8/29", "08/29", "0829", "08 / 2029" all read as August 2029. Null when the
 * text is not a month and a year.
 */
export function parseExpiry(typed: string): { month: string; year: string } | null {
  const m = /^\s*(\d{1,2})\s*[/\-. ]?\s*(\d{2}|\d{4})\s*$/.exec(typed);
  if (!m) return null;
  const [, month = '', year = ''] = m;
  return { month: month.padStart(2, '0'), year: year.length === 2 ? `20${year}` : year };
}

/**
 * The MM/YY field as the golfer types (`inserting`: typing or pasting, not deleting): "1229" →
 * "12/29", "1/29" → "01/29", "4" → "04/", "12" → "12/", "0829" → "08/29". Deleting keeps what
 * is left (no slash added back), so backspace works through the slash.
 */
export function formatExpiryTyped(typed: string, inserting: boolean): string {
  const slash = typed.indexOf('/');
  if (slash >= 0) {
    const month = typed.slice(0, slash).replace(/\D/g, '').slice(0, 2);
    const year = typed
      .slice(slash + 1)
      .replace(/\D/g, '')
      .slice(0, 4);
    if (!month) return year ? `/${year}` : '';
    return `${month.length === 1 && (inserting || year) ? `0${month}` : month}/${year}`;
  }
  const digits = typed.replace(/\D/g, '').slice(0, 6);
  if (!digits) return '';
  const [first = ''] = digits;
  const monthLength = first > '1' ? 1 : 2;
  if (digits.length < monthLength) return digits;
  const month = monthLength === 1 ? `0${first}` : digits.slice(0, 2);
  const year = digits.slice(monthLength);
  if (!year && !inserting) return month === digits ? digits : month;
  return `${month}/${year}`;
}
