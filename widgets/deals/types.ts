/** A deal as the API answers it (camelCased by the client). */
export interface Deal {
  id: string;
  title: string;
  description?: string;
  courseId: string;
  courseName: string;
  addressCity?: string;
  addressState?: string;
  discountPercent?: number;
  price?: number | null;
  regularPrice?: number | null;
  startsOn?: string;
  endsOn?: string;
  imageUrl?: string;
  distance?: number | null;
  rateType?: string | null;
}

/** GET v6/deals/near. */
export interface DealsPage {
  deals: Deal[];
  total: number;
  page: number;
  hasMore: boolean;
}

/** The point deals are found near, and how to name it. */
export interface Origin {
  latitude: number;
  longitude: number;
  /** "New York, NY"; absent for coordinates and the reader's position. */
  label?: string;
  /** Found from the reader's position. */
  mine?: boolean;
}
