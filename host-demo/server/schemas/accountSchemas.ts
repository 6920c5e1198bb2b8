import * as v from 'valibot';
import { MAILING_LISTS } from '../services/privacyAgreements';
import { FOCUS, FREQUENCY, GENDER, SKILL_LEVEL } from '../services/profiles';
import { SOCIAL_PROVIDERS } from '../services/socialSignIn';

/** Shared field schemas of the accounts and booking routes. */
export const emailField = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(3),
  v.maxLength(254),
  v.email('must be a valid e-mail address'),
);
export const passwordField = v.pipe(
  v.string(),
  v.minLength(8, 'must be at least 8 characters'),
  v.maxLength(128),
);
export const nameField = v.pipe(v.string(), v.trim(), v.minLength(1, 'is required'), v.maxLength(60));
export const tokenField = v.pipe(v.string(), v.minLength(1), v.maxLength(512));
export const idField = v.pipe(v.string(), v.minLength(1), v.maxLength(80));
export const zipField = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/, 'is not a valid postal code'),
);
export const iso2Field = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^[A-Za-z]{2}$/, 'must be a 2-letter country code'),
);
export const qtyField = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6));
export const idParam = v.object({ id: idField });

/** An integer in a query string ("15" → 15). */
export function queryInt(min: number, max: number) {
  return v.pipe(
    v.string(),
    v.regex(/^-?\d{1,7}$/, 'must be an integer'),
    v.transform(Number),
    v.minValue(min),
    v.maxValue(max),
  );
}

/** A boolean in a query string: only the text true or false. */
export const queryBool = v.pipe(
  v.picklist(['true', 'false']),
  v.transform((s) => s === 'true'),
);

/** A real calendar date YYYY-MM-DD. */
export const dateField = v.pipe(
  v.string(),
  v.isoDate('must be a date YYYY-MM-DD'),
  v.check(
    (s) =>
      !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    'is not a real date',
  ),
);

const optionalText = (max: number) => v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max))));

export const signUpBody = v.object({
  first_name: nameField,
  last_name: nameField,
  address_zipcode: zipField,
  address_country_iso2: iso2Field,
  email: emailField,
  password: passwordField,
  g_recaptcha_response_data: v.optional(v.pipe(v.string(), v.maxLength(4096))),
  referral_attributes: v.optional(v.record(v.pipe(v.string(), v.maxLength(64)), v.unknown())),
  iterable_tracking: v.optional(v.record(v.pipe(v.string(), v.maxLength(64)), v.unknown())),
  invitation_token: v.optional(v.pipe(v.string(), v.maxLength(512))),
  rwg_token: v.optional(v.pipe(v.string(), v.maxLength(512))),
  rwg_course_id: v.optional(v.pipe(v.string(), v.maxLength(80))),
  reservation_access_token: v.optional(v.pipe(v.string(), v.maxLength(512))),
});

export const profileEditBody = v.object({
  first_name: v.optional(nameField),
  last_name: v.optional(nameField),
  address1: optionalText(120),
  address_city: optionalText(80),
  address_state: optionalText(80),
  address_country: optionalText(80),
  address_country_iso2: v.optional(v.nullable(iso2Field)),
  address_zipcode: v.optional(v.nullable(zipField)),
  phone: v.optional(
    v.nullable(
      v.pipe(v.string(), v.trim(), v.regex(/^\+?[\d][\d\s().-]{5,19}$/, 'is not a valid phone number')),
    ),
  ),
  born_on: v.optional(v.nullable(dateField)),
  focus: v.optional(v.nullable(v.picklist(FOCUS, `must be one of ${FOCUS.join(', ')}`))),
  frequency: v.optional(v.nullable(v.picklist(FREQUENCY, `must be one of ${FREQUENCY.join(', ')}`))),
  gender: v.optional(v.nullable(v.picklist(GENDER, `must be one of ${GENDER.join(', ')}`))),
  handicap: v.optional(v.nullable(v.pipe(v.number(), v.minValue(-10), v.maxValue(54)))),
  skill_level: v.optional(v.nullable(v.picklist(SKILL_LEVEL, `must be one of ${SKILL_LEVEL.join(', ')}`))),
  /** true: the golfer confirms their details on the data-check page. */
  is_data_checked: v.optional(v.literal(true, 'can only be true')),
});

export const signInBody = v.object({
  email: v.pipe(v.string(), v.trim(), v.minLength(1, 'is required'), v.maxLength(254)),
  password: v.pipe(v.string(), v.minLength(1, 'is required'), v.maxLength(128)),
  remember_me: v.optional(v.boolean()),
});

export const socialSignInBody = v.object({
  provider: v.picklist(SOCIAL_PROVIDERS, `must be one of ${SOCIAL_PROVIDERS.join(', ')}`),
  token: tokenField,
  uid: v.optional(v.pipe(v.string(), v.maxLength(256))),
  email: v.optional(v.pipe(v.string(), v.maxLength(320))),
  raw_info: v.optional(v.record(v.pipe(v.string(), v.maxLength(64)), v.unknown())),
});

/** An e-mail whose only check is its length: unknown or malformed ones answer 404 'email not found'. */
export const lookupEmailBody = v.object({ email: v.pipe(v.string('is required'), v.maxLength(320)) });

export const resetPasswordBody = v.object({
  token: tokenField,
  password: passwordField,
  password_confirmation: v.pipe(v.string('is required'), v.maxLength(128)),
});

export const passwordChangeBody = v.object({
  current_password: v.pipe(v.string('is required'), v.minLength(1, 'is required'), v.maxLength(128)),
  password: passwordField,
  password_confirmation: v.pipe(v.string('is required'), v.maxLength(128)),
});

export const unlockBody = v.object({ unlock_token: v.pipe(v.string('is required'), v.maxLength(512)) });

/** PATCH v6/users/{id}/unsubscribe: suspend or resume marketing consents, with a reason. */
export const unsubscribeBody = v.object({
  email: v.pipe(v.string('is required'), v.trim(), v.maxLength(320)),
  /** The unsubscribe link's token, when the caller is not signed in as that user. */
  token: v.optional(v.pipe(v.string(), v.maxLength(512))),
  preferences: v.pipe(
    v.record(
      v.picklist(MAILING_LISTS, `must be one of ${MAILING_LISTS.join(', ')}`),
      v.object({
        suspended: v.boolean('must be true or false'),
        reason: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(500)))),
      }),
    ),
    v.check((p) => Object.keys(p).length > 0, 'name at least one mailing list'),
  ),
});

export const cardBody = v.object({
  number: v.pipe(v.string(), v.maxLength(40)),
  expiry_month: v.pipe(v.number(), v.integer()),
  expiry_year: v.pipe(v.number(), v.integer()),
  cvv: v.pipe(v.string(), v.maxLength(8)),
  name: v.pipe(v.string(), v.maxLength(200)),
  zip: v.optional(v.pipe(v.string(), v.maxLength(20))),
  is_default: v.optional(v.boolean()),
});

/** PATCH v6/credit_cards/{id}: what a saved card can change. */
export const cardEditBody = v.object({
  expiry_month: v.optional(v.pipe(v.number(), v.integer())),
  expiry_year: v.optional(v.pipe(v.number(), v.integer())),
  name: v.optional(v.pipe(v.string(), v.maxLength(200))),
  zip: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(20)))),
  is_default: v.optional(v.boolean()),
});
