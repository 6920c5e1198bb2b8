/** A favourite course or city as GET v6/favorite_courses / favorite_cities answer it (camelCased). */
export interface Place {
  id: string;
  name: string;
  /** Cities: "Austin, TX". */
  label?: string;
  addressCity?: string;
  addressState?: string;
  hierarchizedUrl?: string;
}

export interface FavoriteCourse {
  id: string;
  courseId: string;
  course: Place;
}

export interface FavoriteCity {
  id: string;
  cityId: string;
  city: Place;
}

export interface Favorites {
  favoriteCourses: FavoriteCourse[];
  favoriteCities: FavoriteCity[];
}
