import type Database from 'better-sqlite3';

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

/** First name, last name, country code and zip code all present. */
export function isProfileComplete(
  u: Pick<UserRow, 'first_name' | 'last_name' | 'address_country_iso2' | 'address_zipcode'>,
): boolean {
  return [u.first_name, u.last_name, u.address_country_iso2, u.address_zipcode].every(
    (v) => typeof v === 'string' && v.trim() !== '',
  );
}

const label = (value: string | null) => (value ? (LABELS[value] ?? value) : null);

/** The spec 02 §3 profile (snake_case), never the password hash. */
export function profileView(u: UserRow) {
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
    avatar_url: u.avatar_url,
    born_on: u.born_on,
    focus: u.focus,
    focus_friendly: label(u.focus),
    frequency: u.frequency,
    frequency_friendly: label(u.frequency),
    gender: u.gender,
    gender_friendly: label(u.gender),
    handicap: u.handicap,
    skill_level: u.skill_level,
    skill_level_friendly: label(u.skill_level),
    has_network_membership: u.has_network_membership === 1,
    identities: [],
    phone: u.phone,
    sign_in_count: u.sign_in_count,
    consumer_privacy_agreements: {},
    membership: u.membership_subscription_id
      ? { subscription_id: u.membership_subscription_id, program_id: u.membership_program_id }
      : null,
    rewards_points: u.rewards_points,
    booking_fee_credit: u.booking_fee_credit,
    force_data_check: false,
    requires_data_check: !isProfileComplete(u),
    is_data_checked: isProfileComplete(u),
    logged_in: true,
    is_profile_complete: isProfileComplete(u),
  };
}
