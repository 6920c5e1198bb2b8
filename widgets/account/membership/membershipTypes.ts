import type { Answer } from '../../../src/core/api/apiPaths';

/** Answers of the membership calls as the client answers them (camelCased): the contract's types. */
export type Plan = Answer<'get', 'v6/network_memberships/plans'>['plans'][number];

export type Subscription = NonNullable<Answer<'get', 'v6/network_memberships/subscription'>['subscription']>;

export type Offer = Answer<'get', 'v6/offers/membership'>['offers'][number];

export type Promotion = Answer<'get', 'v6/vendor_promotions/user'>['promotions'][number];

export type NetworkCourse = Answer<'get', 'v6/network_memberships/courses'>['courses'][number];

export type Vendor = Answer<'get', 'v6/vendors/public'>['vendors'][number];
