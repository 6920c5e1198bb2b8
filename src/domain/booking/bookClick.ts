/**
 * The book click of the picker (spec 01 §4): who may book, and where the click leads. Pure: the
 * attribution values are passed in (the widget reads them from storage), and the result only
 * describes what the widget must do.
 */

export interface BookClickInput {
  isLoggedIn: boolean;
  /** The buyer checks out as a guest (isGuest link or guest checkout chosen). */
  isGuest: boolean;
  /** The tee time came through an anchored tee-time link (isAnchoredTeeTime). */
  isAnchoredTeeTime: boolean;
  /** The link-off reservation URL of the tee time (`reservationUrl`), when it books elsewhere. */
  reservationUrl?: string | null;
  /** Where checkout lives for this tee time, e.g. `/checkout/at/1001?…`. */
  checkoutUrl: string;
  /**
   * Stored attribution values: utm_* and rwg_* (snake_case or camelCase keys). Other keys
   * (gclid, msclkid…) are not appended.
   */
  attribution?: Readonly<Record<string, string | null | undefined>>;
}

/** What follows once the buyer may book. */
export type BookProceed =
  /** Open the link-off booking site in a new window. */
  | { kind: 'open-window'; url: string }
  /** Store `checkoutUrl` (the checkout flow token URL) and navigate to it. */
  | { kind: 'checkout'; checkoutUrl: string }
  /** A guest: prepare the tee time first, then store `checkoutUrl` and navigate. */
  | { kind: 'prepare-then-checkout'; checkoutUrl: string };

export type BookClickAction =
  | BookProceed
  /** Show the sign-in dialog; after signing in, carry on with `then`. */
  | { kind: 'sign-in-required'; then: BookProceed };

const snakeCase = (key: string): string =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/-/g, '_')
    .toLowerCase();

/**
 * `url` with the utm_* and rwg_* values appended as snake_case query parameters (a value
 * already in the URL under the same name is replaced; empty values are skipped). Relative and
 * absolute URLs both work; the fragment stays at the end.
 */
export function appendAttribution(
  url: string,
  attribution: Readonly<Record<string, string | null | undefined>> = {},
): string {
  const params: [string, string][] = [];
  for (const [key, value] of Object.entries(attribution)) {
    const name = snakeCase(key);
    if (!/^(utm|rwg)_/.test(name) || value === null || value === undefined || value === '') continue;
    params.push([name, value]);
  }
  if (params.length === 0) return url;
  const hashAt = url.indexOf('#');
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const search = new URLSearchParams(queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '');
  for (const [name, value] of params) search.set(name, value);
  return `${path}?${search.toString()}${hash}`;
}

/**
 * Spec 01 §4: sign-in is required unless the tee time is anchored or the buyer is a guest. With
 * a link-off reservation URL a new window opens with the utm and rwg values appended in
 * snake_case; otherwise the checkout URL is stored and navigation occurs; a guest prepares the
 * tee time first.
 */
export function bookClick(input: BookClickInput): BookClickAction {
  const proceed: BookProceed = input.reservationUrl
    ? { kind: 'open-window', url: appendAttribution(input.reservationUrl, input.attribution) }
    : input.isGuest
      ? { kind: 'prepare-then-checkout', checkoutUrl: input.checkoutUrl }
      : { kind: 'checkout', checkoutUrl: input.checkoutUrl };
  const mayBook = input.isLoggedIn || input.isAnchoredTeeTime || input.isGuest;
  return mayBook ? proceed : { kind: 'sign-in-required', then: proceed };
}
