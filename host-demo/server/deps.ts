import type Database from 'better-sqlite3';

/** Limits the booking side enforces (429 answers). */
export interface RateLimitConfig {
  /** Reservations a user (or guest e-mail) may pay within `reservationWindowMs`. */
  reservationsPerWindow: number;
  reservationWindowMs: number;
  /** Promo-code / gift-card redemption attempts per preparation within `redeemWindowMs`. */
  redeemAttemptsPerWindow: number;
  redeemWindowMs: number;
  /** Failed sign-ins for one e-mail before sign-in is throttled for `signInThrottleMs`. */
  signInFailuresBeforeThrottle: number;
  signInThrottleMs: number;
  /** Consecutive failed sign-ins that lock an account until it is unlocked from the e-mailed link. */
  lockAfterFailedSignIns: number;
  /** E-mails (reset, unlock, one-time sign-in, deletion) one address may be sent within `emailWindowMs`. */
  emailsPerWindow: number;
  emailWindowMs: number;
}

export interface ServerConfig {
  /** Maintenance mode: every API call but the switch answers 503 while true. */
  isMaintenance: () => boolean;
  setMaintenance: (on: boolean) => void;
  /** Origins allowed to call with credentials (CORS). */
  partnerOrigins: readonly string[];
  /** Value of `X-Admin-Token` that guards the maintenance switch route. */
  adminToken: string;
  /** Largest accepted request body, in bytes. */
  bodyLimitBytes: number;
  /** Largest accepted avatar upload (POST /api/v6/users/avatar), in bytes. */
  avatarLimitBytes: number;
  rateLimits: RateLimitConfig;
}

/** The signed-in user the auth middleware puts on `c.var.user`. */
export interface AuthUser {
  id: string;
  email: string;
  [key: string]: unknown;
}

/**
 * Turns an `X-Api-User-Token` into its user, or null when unknown or expired.
 * Provided by the accounts side (sessions live in 002_accounts_booking.sql).
 */
export type UserTokenResolver = (db: Database.Database, token: string, now: Date) => AuthUser | null;

export interface AppDeps {
  db: Database.Database;
  config: ServerConfig;
  clock: () => Date;
  /** Without a resolver every user token is unknown (401). */
  resolveUserToken?: UserTokenResolver;
}

export const DEFAULT_PARTNER_ORIGINS = [
  'http://localhost:8080',
  'http://127.0.0.1:8080',
  'http://localhost:8081',
  'http://127.0.0.1:8081',
] as const;

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  reservationsPerWindow: 5,
  reservationWindowMs: 60 * 60 * 1000,
  redeemAttemptsPerWindow: 5,
  redeemWindowMs: 10 * 60 * 1000,
  signInFailuresBeforeThrottle: 5,
  signInThrottleMs: 15 * 60 * 1000,
  lockAfterFailedSignIns: 5,
  emailsPerWindow: 5,
  emailWindowMs: 60 * 60 * 1000,
};

/**
 * The origins of a comma-separated list, as browsers send them in `Origin`: a trailing slash or
 * a path is dropped (`https://golf.example/` → `https://golf.example`); anything that is not an
 * http(s) URL is kept as written (it will simply never match).
 */
export function parseOrigins(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => {
      try {
        const url = new URL(o);
        return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : o;
      } catch {
        return o;
      }
    });
}

export interface ConfigOptions {
  maintenance?: boolean;
  partnerOrigins?: readonly string[];
  adminToken?: string;
  bodyLimitBytes?: number;
  avatarLimitBytes?: number;
  rateLimits?: Partial<RateLimitConfig>;
}

/**
 * Builds the server config. From the environment: `TEETIME_MAINTENANCE=1` starts in
 * maintenance mode, `TEETIME_PARTNER_ORIGINS` (comma-separated) adds origins to the CORS
 * allow-list (`options.partnerOrigins`, else the local defaults), `TEETIME_ADMIN_TOKEN` sets the
 * maintenance switch's admin token.
 */
export function createConfig(options: ConfigOptions = {}, env: NodeJS.ProcessEnv = {}): ServerConfig {
  let maintenance =
    options.maintenance ?? (env.TEETIME_MAINTENANCE === '1' || env.TEETIME_MAINTENANCE === 'true');
  const envOrigins = parseOrigins(env.TEETIME_PARTNER_ORIGINS);
  return {
    isMaintenance: () => maintenance,
    setMaintenance: (on) => {
      maintenance = on;
    },
    partnerOrigins: [...new Set([...(options.partnerOrigins ?? DEFAULT_PARTNER_ORIGINS), ...envOrigins])],
    adminToken: options.adminToken ?? env.TEETIME_ADMIN_TOKEN ?? 'demo-admin',
    bodyLimitBytes: options.bodyLimitBytes ?? 64 * 1024,
    avatarLimitBytes: options.avatarLimitBytes ?? 512 * 1024,
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
  };
}
