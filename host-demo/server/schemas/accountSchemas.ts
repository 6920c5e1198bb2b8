import * as v from 'valibot';
import { FOCUS, FREQUENCY, GENDER, SKILL_LEVEL } from '../services/profiles';

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
});

export const signInBody = v.object({
  email: v.pipe(v.string(), v.trim(), v.minLength(1, 'is required'), v.maxLength(254)),
  password: v.pipe(v.string(), v.minLength(1, 'is required'), v.maxLength(128)),
  remember_me: v.optional(v.boolean()),
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
