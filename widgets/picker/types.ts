/** Answers of the sandbox API the picker reads (camelCased by the client). */
export interface Course {
  id: string;
  name: string;
  formattedAddress?: string;
  phone?: string;
  description?: string;
  numHoles?: number;
  parScore?: number;
  slope?: number;
  /** The public reviews' mean (as the Reviews tab's), null without reviews. */
  rating?: { value: number; valueRounded: number; reviewsCount?: number } | null;
  photos?: { photoMediumUrl: string }[];
  /** IANA zone of the course: its dates and tee-off times are on this wall clock. */
  timeZone?: string;
}

export interface Group {
  teeOffAtLocal: string;
  timeSlot: string;
  /** The lead price per player: the lowest anyone can book (src/domain/booking/leadPrice). */
  startingRate: number;
  /** Who may book startingRate, when only restricted rates are offered. */
  startingRateEligibility?: string | null;
  /** The cheapest restricted rate below startingRate, with who may book it. */
  restrictedRate?: { rateType: string; name: string; price: number; eligibility: string } | null;
  hotDeals: boolean;
  hotDealsCount?: number;
  isPrepaid?: boolean;
  playersAvailable?: number;
  teeTimesCount?: number;
  numHoles?: number[];
  isRiding?: boolean[];
}

export interface Summary {
  /** The date answered: the one asked for, else the course's today. */
  date?: string;
  teeTimesCount: number;
  prepaymentDisclaimer?: string | null;
  hasPrepaid?: boolean;
}

export interface TeeTime {
  id: string;
  teeTimeId: string;
  teeOffAtLocal: string;
  timeSlot: string;
  rateType: string;
  rateTypeName: string;
  price: number;
  isSoldOut: boolean;
  playerNotAvailable?: boolean;
  prepaymentRuleId?: string | null;
  isPrepaid?: boolean;
  isRefundable?: boolean;
  isRiding?: boolean;
  numHoles?: number;
  isHotDeal?: boolean;
  instantBooking: boolean;
  allowBookingRedirect?: boolean | null;
  reservationUrl?: string | null;
  provider: { name: string; code?: string | null; logoSvg?: string | null };
  /** The provider the tee time comes from (it may resell another's). */
  sourceProvider?: { name: string; code?: string | null } | null;
}

export interface GroupsAnswer {
  summary: Summary;
  teeTimeGroups: Group[];
  featuredTeeTimes?: TeeTime[];
  authToken?: string;
}

export interface RateType {
  rateType: string;
  name: string;
  /** Who may book it ("Seniors only"); null when anyone can. */
  eligibility?: string | null;
  minPrice: number;
  maxPrice: number;
  teeTimesCount: number;
  isHotDeal?: boolean;
  isPrepaid?: boolean;
  walking?: boolean;
  riding?: boolean;
}

export interface Banner {
  id: string;
  title: string;
  body?: string;
  linkUrl?: string | null;
  cta?: string | null;
}
