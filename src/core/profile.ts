/** The signed-in golfer as the API returns it from GET v6/users, camelCased (spec 02 §3). */
export type ProfileFocus = 'recreation' | 'business' | 'pro' | 'sport';
export type ProfileFrequency =
  | 'once_a_year'
  | 'twice_a_year'
  | 'once_every_3_months'
  | 'once_a_month'
  | 'once_a_week'
  | 'few_times_a_week';
/** m, f, or n (prefer not to say). */
export type ProfileGender = 'm' | 'f' | 'n';
export type ProfileSkillLevel = 'beginner' | 'intermediate' | 'advanced' | 'expert';

export interface ConsumerPrivacyAgreement {
  suspended: boolean;
  reason?: string | null;
}

/** A social sign-in identity linked to the account. */
export interface ProfileIdentity {
  provider: string;
  uid: string;
}

/**
 * Each choice (focus, frequency, gender, handicap, skill level) comes with its friendly label,
 * `<field>Friendly` (`focus_friendly` on the wire), e.g. `frequencyFriendly: 'Once a week'`.
 */
export interface Profile {
  id: number | string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  address1?: string | null;
  addressCity?: string | null;
  addressCountry?: string | null;
  addressCountryIso2: string | null;
  addressState?: string | null;
  addressZipcode: string | null;
  isUsZipcode?: boolean;
  isModerator?: boolean;
  isBanned?: boolean;
  avatarUrl?: string | null;
  bornOn?: string | null;
  focus?: ProfileFocus | null;
  focusFriendly?: string | null;
  frequency?: ProfileFrequency | null;
  frequencyFriendly?: string | null;
  gender?: ProfileGender | null;
  genderFriendly?: string | null;
  handicap?: number | string | null;
  /** As golfers write it: `12.4`, or `+2` below scratch. */
  handicapFriendly?: string | null;
  skillLevel?: ProfileSkillLevel | null;
  skillLevelFriendly?: string | null;
  hasNetworkMembership?: boolean;
  identities?: ProfileIdentity[];
  phone?: string | null;
  signInCount?: number;
  /** Per marketing option (promotional, weekly…): whether it is suspended and why. */
  consumerPrivacyAgreements?: Record<string, ConsumerPrivacyAgreement>;
  /** The token of the account's unsubscribe links (PATCH v6/users/{id}/unsubscribe). */
  unsubscribeToken?: string;
  membership?: {
    subscriptionId?: string | number | null;
    programId?: string | number | null;
  } | null;
  forceDataCheck?: boolean;
  requiresDataCheck?: boolean;
  isDataChecked?: boolean;
  /** When the golfer last confirmed their details (ISO time), or null. */
  dataCheckedAt?: string | null;
  loggedIn?: boolean;
  isProfileComplete?: boolean;
  rewardsPoints?: number;
  /** Dollars of booking-fee credit. */
  bookingFeeCredit?: number;
}

const present = (v: string | null | undefined): boolean => typeof v === 'string' && v.trim() !== '';

/** Spec 02 §3/§5: first name, last name, country code and zip code all present (needed before checkout). */
export function isProfileComplete(p: Partial<Profile> | null | undefined): boolean {
  if (!p) return false;
  return (
    present(p.firstName) && present(p.lastName) && present(p.addressCountryIso2) && present(p.addressZipcode)
  );
}

/** After login the user may have to confirm their details (/login-verifycustomerdetails). */
export function needsDataCheck(p: Partial<Profile> | null | undefined): boolean {
  if (!p) return false;
  return p.forceDataCheck === true || (p.requiresDataCheck === true && p.isDataChecked !== true);
}

/** The profile in an answer that is either the Profile itself or `{ user: Profile }`; null if none. */
export function profileFromAnswer(answer: unknown): Profile | null {
  if (!answer || typeof answer !== 'object') return null;
  const wrapped = (answer as { user?: unknown }).user;
  const p = (wrapped && typeof wrapped === 'object' ? wrapped : answer) as Partial<Profile>;
  return p.id !== undefined && p.id !== null && typeof p.email === 'string' ? (p as Profile) : null;
}
