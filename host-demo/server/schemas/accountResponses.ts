/**
 * Response schemas of the accounts and booking routes (the profile, sign-in answers, sessions,
 * reservations), for the OpenAPI document. Each mirrors the view its service answers; the
 * `Assert` lines make `tsc` fail when the two drift apart (responseShape.ts).
 */
import * as v from 'valibot';
import { cancellationPolicyEntries } from './cancellationPolicyEntries';
import type { cardView } from '../services/creditCards';
import { MAILING_LISTS } from '../services/privacyAgreements';
import { FOCUS, FREQUENCY, GENDER, SKILL_LEVEL, type profileView } from '../services/profiles';
import type { reservationView } from '../services/reservationView';
import { teeTimeResponse } from './catalogResponses';
import type { Assert, SameShape } from './responseShape';

const text = v.string();
const nullableText = v.nullable(v.string());
const num = v.number();
const int = v.pipe(v.number(), v.integer());
const bool = v.boolean();
const choice = <const T extends readonly [string, ...string[]]>(options: T) =>
  v.nullable(v.picklist(options));

/** The spec 02 §3 profile of the signed-in golfer; each choice has its `<field>_friendly` label. */
export const profileResponse = v.pipe(
  v.object({
    id: text,
    first_name: nullableText,
    last_name: nullableText,
    email: text,
    address1: nullableText,
    address_city: nullableText,
    address_country: nullableText,
    address_country_iso2: nullableText,
    address_state: nullableText,
    address_zipcode: nullableText,
    is_us_zipcode: bool,
    is_moderator: bool,
    is_banned: bool,
    avatar_url: nullableText,
    born_on: v.pipe(nullableText, v.description('YYYY-MM-DD')),
    focus: choice(FOCUS),
    focus_friendly: nullableText,
    frequency: choice(FREQUENCY),
    frequency_friendly: nullableText,
    gender: v.pipe(choice(GENDER), v.description('m, f, or n (prefer not to say)')),
    gender_friendly: nullableText,
    handicap: v.nullable(num),
    handicap_friendly: v.pipe(nullableText, v.description('As golfers write it: 12.4, or +2 below scratch')),
    skill_level: choice(SKILL_LEVEL),
    skill_level_friendly: nullableText,
    has_network_membership: bool,
    identities: v.array(v.object({ provider: text, uid: text })),
    phone: nullableText,
    sign_in_count: int,
    consumer_privacy_agreements: v.object(
      Object.fromEntries(
        MAILING_LISTS.map((list) => [list, v.object({ suspended: bool, reason: nullableText })]),
      ) as Record<
        (typeof MAILING_LISTS)[number],
        v.ObjectSchema<
          {
            suspended: v.BooleanSchema<undefined>;
            reason: v.NullableSchema<v.StringSchema<undefined>, undefined>;
          },
          undefined
        >
      >,
    ),
    unsubscribe_token: v.pipe(
      text,
      v.description('Token of the unsubscribe links (PATCH v6/users/{id}/unsubscribe)'),
    ),
    membership: v.nullable(v.object({ subscription_id: text, program_id: nullableText })),
    rewards_points: int,
    booking_fee_credit: v.pipe(num, v.description('Dollars of booking-fee credit')),
    force_data_check: bool,
    requires_data_check: bool,
    is_data_checked: bool,
    data_checked_at: nullableText,
    logged_in: bool,
    is_profile_complete: bool,
  }),
  v.title('Profile'),
);
export type _ProfileShape = Assert<
  SameShape<v.InferOutput<typeof profileResponse>, ReturnType<typeof profileView>>
>;

/** GET / PATCH v6/users. */
export const userResponse = v.object({ user: profileResponse });

/** Sign-up, sign-in, one-time-token sign-in: the profile and the user token (X-Api-User-Token). */
export const signedInResponse = v.object({ user: profileResponse, user_token: text });

/** Social sign-in: also whether the account was just created. */
export const signedInSociallyResponse = v.object({ ...signedInResponse.entries, is_new_user: bool });

/** POST v6/users/session. */
export const sessionResponse = v.object({
  api_session_token: v.pipe(text, v.description('Send as X-Api-Session')),
});

/** `{ success }` answers. */
export const successResponse = v.object({ success: bool });

/** The reservation's course; a course no longer listed has only its id. */
const reservationCourse = v.object({
  id: text,
  name: v.optional(text),
  slug: v.optional(text),
  hierarchized_url: v.optional(text),
  formatted_address: v.optional(text),
  phone: v.optional(text),
  latitude: v.optional(num),
  longitude: v.optional(num),
  has_eventual_insurance: v.optional(bool),
  time_zone: v.optional(nullableText),
});

/** What a cancellation gives back: to the card or wallet, the gift card, the points. */
export const refundResponse = v.object({
  amount: num,
  gift_card_amount: num,
  rewards_points: int,
  reason: v.picklist(['full', 'late', 'not-refundable']),
});

/** A tee time of a reservation: the catalog's, with its course's name. */
const reservationTeeTime = v.object({ ...teeTimeResponse.pipe[0].entries, course_name: text });

/**
 * A reservation. The owner (or access-token holder) also gets `access_token`, the card and the
 * wallet; an accepted invitee (viewer `invitee`) gets a read-only view without them.
 */
export const reservationResponse = v.pipe(
  v.object({
    id: text,
    qty: int,
    status: v.picklist(['upcoming', 'past', 'cancelled']),
    date: v.pipe(text, v.description('YYYY-MM-DD, local to the course')),
    tee_off_at_local: v.pipe(text, v.description('YYYY-MM-DDTHH:mm:ss, local to the course')),
    course: reservationCourse,
    tee_time: v.nullable(reservationTeeTime),
    tee_time_reservation_id: text,
    sg_revenue: v.object({ total: num, price: num }),
    pricing: v.object({
      price_per_player: num,
      subtotal: num,
      booking_fee: num,
      booking_fee_credit: num,
      promo_codes: v.array(text),
      promo_savings: num,
      rewards_points: int,
      rewards_amount: num,
      gift_card_amount: num,
      donation_amount: num,
      total: num,
    }),
    inviter: v.object({
      user_id: nullableText,
      email: nullableText,
      first_name: nullableText,
      last_name: nullableText,
    }),
    is_guest: bool,
    credit_card: v.nullable(v.object({ brand: text, last_four: text })),
    digital_wallet: nullableText,
    has_eventual_insurance: bool,
    is_cancellable: bool,
    cancellation: v.pipe(
      v.object({
        ...cancellationPolicyEntries,
        refund: v.pipe(
          v.nullable(refundResponse),
          v.description('Cancelled: what was given back. Upcoming (owner): what cancelling now gives back.'),
        ),
      }),
      v.description('The cancellation policy (src/domain/booking/cancellationPolicy) and its refund'),
    ),
    confirmation_email: v.pipe(
      v.nullable(v.object({ to: text, outbox_path: text })),
      v.description(
        "Where the booking confirmation went (owner only); outbox_path is the sandbox's outbox of it, under the API base",
      ),
    ),
    viewer: v.picklist(['owner', 'invitee']),
    created_at: text,
    cancelled_at: nullableText,
    access_token: v.optional(text),
  }),
  v.title('Reservation'),
);
export type _ReservationShape = Assert<
  SameShape<v.InferOutput<typeof reservationResponse>, ReturnType<typeof reservationView>>
>;

/** GET v6/reservations. */
export const reservationsResponse = v.object({ reservations: v.array(reservationResponse) });

/** GET / PUT v6/reservations/{id}, POST v6/reservations/cancel/{id}. */
export const oneReservationResponse = v.object({ reservation: reservationResponse });

/** `{ success, message }` answers (e-mails sent, password changed, account deleted…). */
export const messageResponse = v.object({
  success: bool,
  message: v.pipe(text, v.description('What happened, in plain words')),
});

/** A saved card: never its number, CVV or token. */
export const creditCardResponse = v.pipe(
  v.object({
    id: text,
    brand: text,
    last_four: text,
    expiry_month: int,
    expiry_year: int,
    name: text,
    zip: nullableText,
    is_default: bool,
  }),
  v.title('CreditCard'),
);
export type _CreditCardShape = Assert<
  SameShape<v.InferOutput<typeof creditCardResponse>, ReturnType<typeof cardView>>
>;

/** GET v6/credit_cards. */
export const creditCardsResponse = v.object({ credit_cards: v.array(creditCardResponse) });
/** POST / PATCH v6/credit_cards…: the saved card. */
export const oneCreditCardResponse = v.object({ credit_card: creditCardResponse });

/** GET v6/marketing/iterable/jwt_tokens. */
export const jwtResponse = v.object({
  jwt: v.pipe(text, v.description('HS256 JWT for the messaging service')),
});

/** GET / PUT v6/users/settings. */
export const paymentSettingsResponse = v.object({
  google_pay_is_preferred: bool,
  apple_pay_is_preferred: bool,
});

/** GET v6/users/rewards_points. */
export const rewardsPointsResponse = v.object({
  rewards_points: int,
  rewards_value: v.pipe(num, v.description('The points in dollars')),
});

/** GET v6/users/rewards_profile_urls. */
export const rewardsProfileUrlResponse = v.object({ rewards_profile_url: text });
