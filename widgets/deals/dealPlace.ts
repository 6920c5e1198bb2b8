import type { Deal } from './types';

/** Where a deal is: "Chicago Golf Club · Chicago, IL · 6.7 mi" (views/DealCard, DealDetail). */
export const dealPlace = (deal: Deal) =>
  [
    deal.courseName,
    [deal.addressCity, deal.addressState].filter(Boolean).join(', '),
    typeof deal.distance === 'number' ? `${deal.distance} mi` : '',
  ]
    .filter(Boolean)
    .join(' · ');
