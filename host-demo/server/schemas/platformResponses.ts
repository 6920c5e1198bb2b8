/**
 * Response schemas of the platform routes around accounts: mailing-list and deal-alert sign-ups,
 * one-time tokens, the avatar, unsubscribe links, card tokens, course suggestions, the
 * messaging stand-in, the sandbox helpers and the OpenAPI document itself. Each mirrors the value
 * its route answers; the `Assert` lines make `tsc` fail when the two drift apart (responseShape.ts).
 */
import * as v from 'valibot';
import { OUTBOX_KINDS, type OutboxMessage } from '../services/outbox';
import type { privacyAgreements } from '../services/privacyAgreements';
import { profileResponse } from './accountResponses';
import type { Assert, SameShape } from './responseShape';

const text = v.string();
const nullableText = v.nullable(v.string());
const int = v.pipe(v.number(), v.integer());

/** POST v4/mailing_lists/subscribe.json (201 subscribed, 200 already). */
const already = v.pipe(
  v.boolean(),
  v.description('True (answered 200) when the e-mail was signed up already'),
);
export const subscribedResponse = v.object({
  subscribed: v.literal(true),
  code: text,
  already_subscribed: already,
});

/** POST v6/deals/alerts (201 signed up, 200 already). */
export const dealAlertResponse = v.object({
  alert: v.object({ id: text, radius: v.pipe(v.number(), v.description('Miles')) }),
  already_subscribed: already,
});

const wasSubscribed = v.pipe(v.boolean(), v.description('False when the link was used before'));
/** POST v4/mailing_lists/unsubscribe.json. */
export const listUnsubscribedResponse = v.object({
  unsubscribed: v.literal(true),
  code: text,
  email: text,
  was_subscribed: wasSubscribed,
});
/** POST v6/deals/alerts/unsubscribe. */
export const dealAlertUnsubscribedResponse = v.object({
  unsubscribed: v.literal(true),
  was_subscribed: wasSubscribed,
});

const expiresIn = v.pipe(int, v.description('Seconds the token stays valid'));

/** POST v6/users/one-time-token: the token when signed in, else an e-mail was sent. */
export const oneTimeTokenResponse = v.union([
  v.pipe(v.object({ one_time_token: text, expires_in: expiresIn }), v.title('OneTimeToken')),
  v.pipe(
    v.object({ success: v.literal(true), message: text, expires_in: expiresIn }),
    v.title('OneTimeTokenMailed'),
  ),
]);

/** POST v6/users/avatar. */
export const avatarResponse = v.object({ avatar_url: text });

/** PATCH v6/users/{id}/unsubscribe: every mailing list, suspended or not. */
export const privacyAgreementsResponse = v.object({
  consumer_privacy_agreements: profileResponse.pipe[0].entries.consumer_privacy_agreements,
});
export type _PrivacyShape = Assert<
  SameShape<
    v.InferOutput<typeof privacyAgreementsResponse>['consumer_privacy_agreements'],
    ReturnType<typeof privacyAgreements>
  >
>;

/** POST v6/card_tokens: a card tokenized by the test gateway (never its number). */
export const cardTokenResponse = v.object({
  card_token: v.object({
    gateway_id: v.literal('sandbox'),
    gateway_token: v.pipe(text, v.description('Pay with it (gateway_id + gateway_token)')),
    brand: text,
    last_four: text,
    expiry_month: int,
    expiry_year: int,
  }),
});

/** POST v6/course_suggestions, POST v6/course_suggestions/{id} (never the customer's e-mail). */
export const courseSuggestionResponse = v.object({
  course_suggestion: v.object({
    id: text,
    customer_name: text,
    course_name: text,
    address_city: nullableText,
    address_state: nullableText,
    address_country: nullableText,
    address_zipcode: nullableText,
    created_at: text,
  }),
});

/** GET messaging/in_app/messages. */
export const inAppMessagesResponse = v.object({
  messages: v.array(
    v.object({ id: text, title: text, html: v.pipe(text, v.description('The message as HTML')) }),
  ),
});

/** GET v6/sandbox/outbox: the e-mails the sandbox "sent", newest first. */
export const outboxResponse = v.object({
  messages: v.array(
    v.object({
      id: text,
      to: text,
      subject: text,
      kind: v.picklist(OUTBOX_KINDS),
      token: text,
      link: text,
      body: text,
      created_at: text,
    }),
  ),
});
export type _OutboxShape = Assert<
  SameShape<v.InferOutput<typeof outboxResponse>['messages'][number], OutboxMessage>
>;

/** GET v6/sandbox/identities. */
export const sandboxIdentitiesResponse = v.object({
  identities: v.array(
    v.object({
      provider: text,
      token: v.pipe(text, v.description('Sign in socially with it')),
      uid: text,
      email: text,
      name: nullableText,
    }),
  ),
});

/** GET v6/sandbox/token-info. */
export const tokenInfoResponse = v.object({
  sub: text,
  email: text,
  email_verified: v.literal(true),
  iss: v.literal('sandbox'),
});

/** GET openapi.json: an OpenAPI 3.1 document. */
export const openApiDocumentResponse = v.object({
  openapi: v.literal('3.1.0'),
  info: v.object({ title: text, version: text }),
  paths: v.record(v.string(), v.record(v.string(), v.unknown())),
  components: v.record(v.string(), v.unknown()),
});
