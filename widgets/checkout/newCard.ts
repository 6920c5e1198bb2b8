import type { ApiClient } from '../../src/core/apiClient';
import { checkCardholder } from '../../src/domain/booking/cardRules';
import type { CardFrameHandle } from './cardFrame';
import { FRAME_FIELDS } from './hosted/protocol';
import type { Fields } from './views/CardFields';

export const CHECK_FIELDS_MESSAGE = 'Please check the highlighted fields.';
const NO_FRAME = 'The card fields did not load. Check your connection and try again.';

/** Field problems of a payment attempt: the checkout's own fields, and whether the frame has any. */
export interface FieldProblems {
  fields: Fields;
  frame: boolean;
}

/** The checkout's frame holds the zip code too (its card row). */
const isFrameField = (k: string) => k === 'zip' || (FRAME_FIELDS as readonly string[]).includes(k);

/**
 * What can be checked before sending anything: guest details, the cardholder and (in the frame,
 * where the errors show) card number, expiry, CVV and zip code. Null when all is well.
 */
export async function checkBeforePaying(
  fields: Fields,
  guest: boolean,
  frame: CardFrameHandle | null | undefined,
  newCard: boolean,
): Promise<FieldProblems | null> {
  const errors: Fields = {};
  if (guest) {
    if (!fields.email?.trim()) errors.email = 'Enter your e-mail address.';
    if (!fields.firstName?.trim()) errors.firstName = 'Enter your first name.';
    if (!fields.lastName?.trim()) errors.lastName = 'Enter your last name.';
  }
  if (!newCard) return Object.keys(errors).length ? { fields: errors, frame: false } : null;
  if (!frame) throw new Error(NO_FRAME);
  Object.assign(errors, checkCardholder(fields));
  const inFrame = Object.keys(await frame.check()).length > 0;
  return Object.keys(errors).length || inFrame ? { fields: errors, frame: inFrame } : null;
}

export type NewCardResult =
  | { ok: true; gatewayId: string; gatewayToken: string; creditCardId: string | null }
  | { ok: false; problems: FieldProblems | null; message: string };

/**
 * The frame tokenizes the card (the number never passes through the checkout); a signed-in
 * buyer then keeps it as a saved card (POST credit_cards/from_token), a guest pays with the token.
 */
export async function newCardPayment(
  api: ApiClient,
  frame: CardFrameHandle,
  fields: Fields,
  guest: boolean,
): Promise<NewCardResult> {
  // The zip code is typed in the frame, which sends it with the card.
  const answer = await frame.tokenize(fields.name?.trim() ?? '', '');
  if (!answer.ok) {
    const outside = Object.fromEntries(Object.entries(answer.errors).filter(([k]) => !isFrameField(k)));
    const inFrame = Object.keys(answer.errors).some(isFrameField);
    const problems = Object.keys(outside).length || inFrame ? { fields: outside, frame: inFrame } : null;
    return { ok: false, problems, message: problems ? CHECK_FIELDS_MESSAGE : (answer.message ?? NO_FRAME) };
  }
  const { gatewayId, gatewayToken } = answer.token;
  if (guest) return { ok: true, gatewayId, gatewayToken, creditCardId: null };
  const { creditCard } = await api.post('v6/credit_cards/from_token', {
    gatewayToken,
  });
  return { ok: true, gatewayId, gatewayToken, creditCardId: creditCard.id };
}
