const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle distance in miles. */
export function distanceMiles(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A latitude/longitude box containing every point within `miles` of the centre. */
export function boundingBox(lat: number, lon: number, miles: number) {
  const dLat = miles / 69;
  const cos = Math.max(0.05, Math.cos((lat * Math.PI) / 180));
  const dLon = miles / (69 * cos);
  return { minLat: lat - dLat, maxLat: lat + dLat, minLon: lon - dLon, maxLon: lon + dLon };
}

/** Miles rounded to one decimal, as answered. */
export function roundMiles(miles: number): number {
  return Math.round(miles * 10) / 10;
}
