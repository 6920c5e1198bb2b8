import type { Answer } from '../../src/core/api/apiPaths';

/** GET v6/courses/location_list as the client answers it (camelCased): the contract's type. */
export type LocationListAnswer = Answer<'get', 'v6/courses/location_list'>;
/** A course of the location list. */
export type ListCourse = LocationListAnswer['locationResults'][number];
export type ListDeal = NonNullable<LocationListAnswer['deals']>[number];
export type ListBanner = LocationListAnswer['banners'][number];

/** The words beside a card's Foreplay badge: what Foreplay is, for a golfer. */
export const FOREPLAY_LINE = 'Reviewed by Foreplay, the golf show';
