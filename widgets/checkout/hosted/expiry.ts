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
