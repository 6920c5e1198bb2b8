/**
 * Response schemas of guest checkout (e-mail check, guest card, guest payment), invitations
 * and contacts. Each mirrors the value its service answers; the `Assert` lines make `tsc` fail
 * when the two drift apart (responseShape.ts).
 */
import * as v from 'valibot';
import type { Receipt } from '../services/bookings';
import type { contactView } from '../services/contacts';
import type { validateGuestEmail } from '../services/emailRules';
import type { invitationView } from '../services/invitations';
import { creditCardResponse } from './accountResponses';
import type { Assert, SameShape } from './responseShape';

const text = v.string();
const nullableText = v.nullable(v.string());

/** POST guests/validate-email. */
export const guestEmailResponse = v.object({
  valid: v.boolean(),
  message: v.pipe(text, v.description('What is wrong with the address, in plain words, or that it is valid')),
});
export type _GuestEmailShape = Assert<
  SameShape<v.InferOutput<typeof guestEmailResponse>, ReturnType<typeof validateGuestEmail>>
>;

/** POST guests/credit_cards: the card and, shown once, the token to pay with. */
export const guestCardResponse = v.object({
  credit_card: v.object({
    ...creditCardResponse.pipe[0].entries,
    gateway_id: v.literal('sandbox'),
    gateway_token: v.pipe(text, v.description('Pay with it (guest payment card_token); shown once')),
    access_token: v.pipe(text, v.description('The same token (older clients)')),
  }),
});

/** What a payment answers: the reservation and the token that opens it without signing in. */
export const receiptResponse = v.pipe(
  v.object({
    reservation_id: text,
    access_token: v.pipe(text, v.description('Opens the reservation without signing in')),
  }),
  v.title('Receipt'),
);
export type _ReceiptShape = Assert<SameShape<v.InferOutput<typeof receiptResponse>, Receipt>>;

/** POST guests/reservations. */
export const guestReceiptResponse = v.object({ receipt: receiptResponse });

/** An invitation to play, with the inviter and the reservation (null once gone). */
export const invitationResponse = v.pipe(
  v.object({
    id: text,
    inviter_email: nullableText,
    inviter_first_name: nullableText,
    inviter_last_name: nullableText,
    reservation_id: text,
    user_id: v.pipe(nullableText, v.description("The invited golfer's account, once accepted")),
    email: text,
    invitation_status: v.picklist(['pending', 'accepted', 'declined']),
    reservation: v.nullable(
      v.object({
        course_id: text,
        course_name: nullableText,
        date: v.pipe(text, v.description('YYYY-MM-DD, local to the course')),
        tee_off_at_local: v.pipe(text, v.description('YYYY-MM-DDTHH:mm:ss, local to the course')),
        qty: v.pipe(v.number(), v.integer()),
      }),
    ),
    created_at: text,
  }),
  v.title('Invitation'),
);
export type _InvitationShape = Assert<
  SameShape<v.InferOutput<typeof invitationResponse>, ReturnType<typeof invitationView>>
>;

/** GET / POST invitations. */
export const invitationsResponse = v.object({ invitations: v.array(invitationResponse) });
/** GET invitations/{id}, accept, decline. */
export const oneInvitationResponse = v.object({ invitation: invitationResponse });

/** A contact: someone the golfer invited or added. */
export const contactResponse = v.pipe(
  v.object({
    id: text,
    first_name: nullableText,
    last_name: nullableText,
    email: text,
    source_reservation_id: nullableText,
    created_at: text,
  }),
  v.title('Contact'),
);
export type _ContactShape = Assert<
  SameShape<v.InferOutput<typeof contactResponse>, ReturnType<typeof contactView>>
>;

/** GET contacts, POST contacts/reservation. */
export const contactsResponse = v.object({ contacts: v.array(contactResponse) });
/** POST contacts. */
export const oneContactResponse = v.object({ contact: contactResponse });
