/** A course of the location list, as the API answers it (camelCased). */
export interface ListCourse {
  id: string;
  name: string;
  addressCity?: string;
  addressState?: string;
  photos?: { photoMediumUrl?: string }[];
  distance?: number | null;
  rating?: { value?: number } | null;
  minRate?: number | null;
  minRegularRate?: number | null;
  isFavorite?: boolean;
  nextAvailableTimes?: string[];
  availability?: { forDate?: boolean | null } | null;
  partnerTier?: string | null;
  bookingSiteUrl?: string | null;
  /** False for a course that takes no bookings here (the list's courses without tee times). */
  hasTeeTimes?: boolean;
  phone?: string | null;
  /** URL of the course's Foreplay reviews image (the badge FOREPLAY_LINE explains); null when Foreplay has not reviewed it. */
  hasForeplayReviewsImageUrl?: string | null;
  latitude?: number;
  longitude?: number;
}

export interface ListDeal {
  id: string;
  title: string;
  courseId: string;
  courseName?: string;
  discountPercent?: number;
  price?: number;
  regularPrice?: number;
  description?: string;
  latitude?: number;
  longitude?: number;
}

export interface ListBanner {
  id: string;
  title: string;
  body?: string;
}

export interface LocationListAnswer {
  locationResults: ListCourse[];
  coursesWithoutTeeTimes?: ListCourse[];
  deals?: ListDeal[];
  banners?: ListBanner[];
  content?: { title?: string; description?: string };
  total: number;
  page: number;
}

/** The words beside a card's Foreplay badge: what Foreplay is, for a golfer. */
export const FOREPLAY_LINE = 'Reviewed by Foreplay, the golf show';
