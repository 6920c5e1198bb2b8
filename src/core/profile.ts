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
  focusLabel?: string | null;
  frequency?: ProfileFrequency | null;
  frequencyLabel?: string | null;
  gender?: ProfileGender | null;
  genderLabel?: string | null;
  handicap?: number | string | null;
  handicapLabel?: string | null;
  skillLevel?: ProfileSkillLevel | null;
  skillLevelLabel?: string | null;
  hasNetworkMembership?: boolean;
  identities?: unknown[];
  phone?: string | null;
  signInCount?: number;
  /** Per marketing option (promotional, weekly…): whether it is suspended and why. */
  consumerPrivacyAgreements?: Record<string, ConsumerPrivacyAgreement>;
  membership?: {
    subscriptionId?: string | number | null;
    programId?: string | number | null;
  } | null;
  forceDataCheck?: boolean;
  requiresDataCheck?: boolean;
  isDataChecked?: boolean;
  loggedIn?: boolean;
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
