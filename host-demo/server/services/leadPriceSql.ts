import { OPEN_RATE_TYPES } from '../../../src/domain/booking/leadPrice';

/**
 * The lead ("from") price of the tee times `t` in a GROUP BY, as SQL (src/domain/booking/leadPrice):
 * the lowest price of the rates anyone can book, else (only restricted rates matched the filters)
 * the lowest price. The rate types are constants of the domain, never request input.
 */
export const LEAD_PRICE_SQL = `COALESCE(MIN(CASE WHEN t.rate_type IN (${OPEN_RATE_TYPES.map((r) => `'${r}'`).join(', ')}) THEN t.price END), MIN(t.price))`;
