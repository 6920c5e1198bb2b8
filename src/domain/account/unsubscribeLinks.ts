/**
 * The unsubscribe links of e-mails sent to an address rather than an account (spec 02 §2
 * `/unsubscribe/{mailingList}` and `/deals/unsubscribe/{mailingList}`): the newsletter a visitor
 * signed up for in the footer, the deal alerts of the deals page, and a price alert's e-mails.
 * Each carries a `linkToken` the API signed; the account's own links carry `token` instead. Pure.
 */

/** The path segment of the deal alerts' link (`/deals/unsubscribe/deal-alerts`). */
export const DEAL_ALERTS = 'deal-alerts';
/** The path segment of a price alert's link (`/unsubscribe/price-alerts`). */
export const PRICE_ALERTS = 'price-alerts';

const withQuery = (path: string, values: Record<string, string>) =>
  `${path}?${new URLSearchParams(values).toString()}`;

/** `/unsubscribe/newsletter?email=…&linkToken=…`: leave one mailing list. */
export const listUnsubscribePath = (code: string, email: string, linkToken: string) =>
  withQuery(`/unsubscribe/${encodeURIComponent(code)}`, { email, linkToken });

/** `/deals/unsubscribe/deal-alerts?email=…&linkToken=…`: stop one deal alert. */
export const dealAlertUnsubscribePath = (email: string, linkToken: string) =>
  withQuery(`/deals/unsubscribe/${DEAL_ALERTS}`, { email, linkToken });

/** `/unsubscribe/price-alerts?linkToken=…`: stop one price alert's e-mails. */
export const priceAlertUnsubscribePath = (linkToken: string) =>
  withQuery(`/unsubscribe/${PRICE_ALERTS}`, { linkToken });
