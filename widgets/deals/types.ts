import type { Answer } from '../../src/core/api/apiPaths';

/** GET v6/deals/near as the client answers it (camelCased): the contract's type. */
export type DealsPage = Answer<'get', 'v6/deals/near'>;
/** A deal of the page. */
export type Deal = DealsPage['deals'][number];

/** The point deals are found near, and how to name it. */
export interface Origin {
  latitude: number;
  longitude: number;
  /** "New York, NY"; absent for coordinates and the reader's position. */
  label?: string;
  /** Found from the reader's position. */
  mine?: boolean;
}
