import type Database from 'better-sqlite3';
import { linkToken } from './linkTokens';
import { hasCurrentNetworkMembership } from './networkMemberships';
import { privacyAgreements } from './privacyAgreements';

export const FOCUS = ['recreation', 'business', 'pro', 'sport'] as const;
export const FREQUENCY = [
  'once_a_year',
  'twice_a_year',
  'once_every_3_months',
  'once_a_month',
  'once_a_week',
  'few_times_a_week',
] as const;
export const GENDER = ['m', 'f', 'n'] as const;
export const SKILL_LEVEL = ['beginner', 'intermediate', 'advanced', 'expert'] as const;

const LABELS: Record<string, string> = {
  recreation: 'Recreation',
  business: 'Business',
  pro: 'Pro',
  sport: 'Sport',
  once_a_year: 'Once a year',
  twice_a_year: 'Twice a year',
  once_every_3_months: 'Once every 3 months',
  once_a_month: 'Once a month',
  once_a_week: 'Once a week',
  few_times_a_week: 'A few times a week',
  m: 'Male',
  f: 'Female',
  n: 'Prefer not to say',
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  expert: 'Expert',
};

export interface UserRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  address1: string | null;
  address_city: string | null;
  address_state: string | null;
  address_country: string | null;
  address_country_iso2: string | null;
  address_zipcode: string | null;
  phone: string | null;
  born_on: string | null;
  avatar_url: string | null;
  focus: string | null;
  frequency: string | null;
  gender: string | null;
  handicap: number | null;
  skill_level: string | null;
  is_moderator: number;
  is_banned: number;
  has_network_membership: number;
  membership_subscription_id: string | null;
  membership_program_id: string | null;
  rewards_points: number;
  booking_fee_credit: number;
  sign_in_count: number;
  failed_sign_in_attempts: number;
  locked_at: string | null;
  force_data_check: number;
  data_checked_at: string | null;
  created_at: string;
}

export function findUser(db: Database.Database, id: string): UserRow | null {
  return (db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined) ?? null;
}

export function findUserByEmail(
  db: Database.Database,
  email: string,
): (UserRow & { password_hash: string }) | null {
  return (
    (db.prepare('SELECT * FROM users WHERE email = ?').get(email.trim()) as
      (UserRow & { password_hash: string }) | undefined) ?? null
  );
}

/** What a complete profile holds (spec 02 §3/§5): first name, last name, country code, zip code. */
const REQUIRED_FIELDS = ['first_name', 'last_name', 'address_country_iso2', 'address_zipcode'] as const;
type RequiredFields = Pick<UserRow, (typeof REQUIRED_FIELDS)[number]>;

/** The required fields that are empty. */
export function missingProfileFields(u: RequiredFields): (typeof REQUIRED_FIELDS)[number][] {
  return REQUIRED_FIELDS.filter((key) => !u[key]?.trim());
}

/** First name, last name, country code and zip code all present. */
export function isProfileComplete(u: RequiredFields): boolean {
  return missingProfileFields(u).length === 0;
}

const label = (value: string | null) => (value ? (LABELS[value] ?? value) : null);

/** A handicap as golfers write it: 12.4, or +2 for a plus handicap (below scratch). */
export function handicapLabel(handicap: number | null): string | null {
  if (handicap === null) return null;
  return handicap < 0 ? `+${-handicap}` : String(handicap);
}

/**
 * The spec 02 §3 profile (snake_case), never the password hash. Each choice has a friendly
 * label variant `<field>_friendly` (camelCased by the client: `focusFriendly`). `origin` makes
 * an uploaded avatar's URL absolute. `has_network_membership` is read from the subscription on
 * the sandbox clock (`now`), so a cancelled membership stops counting when its paid period ends.
 */
export function profileView(db: Database.Database, u: UserRow, origin: string, now: Date) {
  const complete = isProfileComplete(u);
  const identities = db
    .prepare('SELECT provider, uid FROM user_identities WHERE user_id = ? ORDER BY created_at, provider')
    .all(u.id) as { provider: string; uid: string }[];
  return {
    id: u.id,
    first_name: u.first_name,
    last_name: u.last_name,
    email: u.email,
    address1: u.address1,
    address_city: u.address_city,
    address_country: u.address_country,
    address_country_iso2: u.address_country_iso2,
    address_state: u.address_state,
    address_zipcode: u.address_zipcode,
    is_us_zipcode: u.address_country_iso2 === 'US' && /^\d{5}(-\d{4})?$/.test(u.address_zipcode ?? ''),
    is_moderator: u.is_moderator === 1,
    is_banned: u.is_banned === 1,
    avatar_url: u.avatar_url?.startsWith('/') ? `${origin}${u.avatar_url}` : u.avatar_url,
    born_on: u.born_on,
    focus: u.focus,
    focus_friendly: label(u.focus),
    frequency: u.frequency,
    frequency_friendly: label(u.frequency),
    gender: u.gender,
    gender_friendly: label(u.gender),
    handicap: u.handicap,
    handicap_friendly: handicapLabel(u.handicap),
    skill_level: u.skill_level,
    skill_level_friendly: label(u.skill_level),
    has_network_membership: hasCurrentNetworkMembership(db, u.id, now),
    identities,
    phone: u.phone,
    sign_in_count: u.sign_in_count,
    consumer_privacy_agreements: privacyAgreements(db, u.id),
    /** The token marketing e-mails carry in their unsubscribe links (PATCH v6/users/{id}/unsubscribe). */
    unsubscribe_token: linkToken(db, 'mailing', u.id),
    membership: u.membership_subscription_id
      ? { subscription_id: u.membership_subscription_id, program_id: u.membership_program_id }
      : null,
    rewards_points: u.rewards_points,
    booking_fee_credit: u.booking_fee_credit,
    force_data_check: u.force_data_check === 1,
    requires_data_check: !complete,
    is_data_checked: u.data_checked_at !== null,
    data_checked_at: u.data_checked_at,
    logged_in: true,
    is_profile_complete: complete,
  };
}

/** Spec 02 §6 "Member (membership present)": a course-program or a network membership. */
export function hasMembership(
  u: Pick<UserRow, 'membership_subscription_id' | 'has_network_membership'>,
): boolean {
  return u.membership_subscription_id !== null || u.has_network_membership === 1;
}
