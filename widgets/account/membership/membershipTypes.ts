import type { SavedCard } from '../bookingTypes';

/** Answers of the membership calls (camelCased by the API client). */
export interface Plan {
  id: string;
  interval: 'monthly' | 'annual';
  name: string;
  billingPlan: { id: string; amount: number; interval: string; currency: string };
}

export interface Subscription {
  id: string;
  status: 'active' | 'cancelled' | 'renewed';
  isCurrent: boolean;
  plan: Plan;
  creditCard: SavedCard | null;
  currentPeriodEnd: string;
}

export interface Offer {
  id: string;
  title: string;
  description: string;
  vendor: { name: string; websiteUrl: string } | null;
  course: { id: string; name: string } | null;
  status: 'available' | 'redeemed';
  code: string | null;
}

export interface Promotion {
  id: string;
  title: string;
  description: string;
  url: string;
  vendor: { name: string };
  claimCode: string | null;
  trackCount: number;
}

export interface NetworkCourse {
  id: string;
  name: string;
  addressCity: string;
  addressState: string;
  url: string;
  /** Miles from the place asked (GET network_memberships/courses with latitude and longitude). */
  distance?: number | null;
}

export interface Vendor {
  id: string;
  name: string;
  description: string;
  websiteUrl: string;
}
