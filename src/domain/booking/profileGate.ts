import type { Profile } from '../../core/profile';

/** The profile fields checkout needs (spec 02 §3, §5), with their labels. */
export const REQUIRED_PROFILE_FIELDS = [
  { field: 'firstName', label: 'First name' },
  { field: 'lastName', label: 'Last name' },
  { field: 'addressCountryIso2', label: 'Country' },
  { field: 'addressZipcode', label: 'Zip code' },
] as const;

export type RequiredProfileField = (typeof REQUIRED_PROFILE_FIELDS)[number]['field'];

export interface ProfileGate {
  /** Checkout may go on to payment. */
  complete: boolean;
  /** The missing fields, in form order. */
  missing: { field: RequiredProfileField; label: string }[];
}

/**
 * Profile completion before paying (spec 01 §5, 02 §3/§5): first name, last name, country code
 * and zip code must be present (blank text counts as missing). Agrees with isProfileComplete in
 * src/core/profile.ts; this one also says what is missing. A guest has no profile to check.
 */
export function profileGate(profile: Partial<Profile> | null | undefined): ProfileGate {
  const missing = REQUIRED_PROFILE_FIELDS.filter(({ field }) => {
    const value = profile?.[field];
    return typeof value !== 'string' || value.trim() === '';
  }).map(({ field, label }) => ({ field, label }));
  return { complete: missing.length === 0, missing };
}
