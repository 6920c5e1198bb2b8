/** The framework-free runtime of teetime widgets: public pieces for widgets and hosts. */
export { resolveApiBase } from './apiBase';
export { createApiClient, type ApiClient, type ApiClientOptions, type RequestOptions } from './apiClient';
export { ApiError, NETWORK_ERROR_MESSAGE, isCancelled, isMaintenanceError } from './apiError';
export { withRetry, isRetryable, RETRY_ATTEMPTS, RETRY_DELAY_MS } from './withRetry';
export { captureAttribution, readAttribution, type Attribution, type AttributionKey } from './attribution';
export { BRANDS, MAIN_BRAND_ID, getBrand, type Brand } from './brands';
export {
  FEATURE_NAMES,
  FEATURE_OFF_REDIRECT_MS,
  guardFeature,
  isFeatureOn,
  type FeatureName,
} from './features';
export { SANDBOX_BOT_CHECK_RESPONSE, botCheckResponse } from './botCheck';
export { camelKeys, snakeKeys, toCamelCase, toSnakeCase } from './caseKeys';
export { contrastRatio } from './contrastRatio';
export { DEFAULT_COUNTRY_ISO2, getCountries, type Country } from './countries';
export { GEO_CACHE_MS, GEO_TIMEOUT_MS, GeolocationError, getPosition, type GeoPosition } from './geolocation';
export { getMaintenance, type Maintenance } from './maintenance';
export { isProfileComplete, needsDataCheck, type Profile, type ProfileIdentity } from './profile';
export { getSafeStorage, type SafeStorage } from './safeStorage';
export { getSession } from './session';
export type { Session, SessionRedirect, SessionState, SignInFields, SignUpFields } from './sessionTypes';
export { SITE_STATUS_TTL_MS, getSiteStatus, type SiteStatus } from './siteStatus';
export * from './storageKeys';
export { createTracker, type Tracker, type TrackEventName, type TrackPayload } from './tracking';
export { DEFAULT_CACHE_TTL_MS, createTtlCache, type CacheEntry, type TtlCache } from './ttlCache';
