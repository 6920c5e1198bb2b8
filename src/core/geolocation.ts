import { getSafeStorage, type SafeStorage } from './safeStorage';
import { GEO_POSITION_KEY } from './storageKeys';

/** Spec: geolocation times out after 10 seconds; a position is reusable for 1 hour. */
export const GEO_TIMEOUT_MS = 10_000;
export const GEO_CACHE_MS = 3_600_000;

export const GEO_MESSAGES = {
  denied: 'User denied Geolocation',
  unavailable: 'Your location is not available right now.',
  timeout: 'Finding your location took too long. Please try again or type a location.',
  unsupported: 'This browser cannot share your location. Please type a location instead.',
} as const;

export type GeolocationErrorCode = keyof typeof GEO_MESSAGES;

export class GeolocationError extends Error {
  override name = 'GeolocationError';
  constructor(readonly code: GeolocationErrorCode) {
    super(GEO_MESSAGES[code]);
  }
}

export interface GeoPosition {
  latitude: number;
  longitude: number;
}

export interface GetPositionOptions {
  /** `navigator.geolocation` by default; pass null to simulate a browser without it. */
  geolocation?: Pick<Geolocation, 'getCurrentPosition'> | null;
  now?: () => number;
  /** sessionStorage by default, so a reload within the hour reuses the position. */
  storage?: SafeStorage;
}

interface StoredPosition extends GeoPosition {
  timestamp: number;
}

/** The user's position: from the last hour's cache, else asked from the browser (10 s limit). */
export function getPosition(options: GetPositionOptions = {}): Promise<GeoPosition> {
  const now = options.now ?? Date.now;
  const storage = options.storage ?? getSafeStorage('session');
  const geolocation =
    'geolocation' in options
      ? options.geolocation
      : typeof navigator !== 'undefined'
        ? navigator.geolocation
        : undefined;

  const cached = storage.getJSON<StoredPosition>(GEO_POSITION_KEY);
  if (
    cached &&
    typeof cached.latitude === 'number' &&
    typeof cached.longitude === 'number' &&
    now() - cached.timestamp < GEO_CACHE_MS
  ) {
    return Promise.resolve({ latitude: cached.latitude, longitude: cached.longitude });
  }
  if (!geolocation || typeof geolocation.getCurrentPosition !== 'function') {
    return Promise.reject(new GeolocationError('unsupported'));
  }

  return new Promise<GeoPosition>((resolve, reject) => {
    let settled = false;
    // Our own timer too: the browser's timeout does not run while the permission prompt is open.
    const timer = setTimeout(() => fail(new GeolocationError('timeout')), GEO_TIMEOUT_MS);
    function fail(e: Error): void {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(e);
    }
    try {
      geolocation.getCurrentPosition(
        (pos) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          const position = { latitude: pos.coords.latitude, longitude: pos.coords.longitude };
          storage.setJSON(GEO_POSITION_KEY, { ...position, timestamp: now() });
          resolve(position);
        },
        (err) => {
          const code: GeolocationErrorCode =
            err.code === 1 ? 'denied' : err.code === 3 ? 'timeout' : 'unavailable';
          fail(new GeolocationError(code));
        },
        { timeout: GEO_TIMEOUT_MS, maximumAge: GEO_CACHE_MS, enableHighAccuracy: false },
      );
    } catch {
      fail(new GeolocationError('unavailable'));
    }
  });
}
