import { useRef, useState } from 'react';
import { NOT_READY, type CardFrameHandle } from '../../src/core/cardFrame';
import { isFrameField } from '../../src/core/cardFrameProtocol';
import { checkCardholder } from '../../src/domain/booking/cardRules';
import { HostedCardFields } from '../../src/ui/HostedCardFields';
import { useWidget } from '../../src/ui/WidgetContext';
import type { SavedCard } from './bookingTypes';
import { HolderFields } from './CardFields';
import { fieldErrors } from './screens/formParts';
import type { AccountForm, Fields } from './useAccountForm';

/**
 * A new card, typed where the account takes one (payment methods, the membership's Pay): number,
 * expiry and CVV in the hosted card fields (a frame on the marketplace origin, like the
 * checkout's, so no card number reaches the partner's page), name and zip in the element
 * (HolderFields). `save` checks both, has the frame hand back a one-time token and keeps it as a
 * saved card (POST v6/credit_cards/from_token); errors go under their fields (the frame shows
 * its own) and nothing typed is lost.
 */
export function useNewCard(form: AccountForm, onEnter: () => void) {
  const { api } = useWidget();
  const frame = useRef<CardFrameHandle | null>(null);
  const [frameInvalid, setFrameInvalid] = useState(false);
  const fields = (
    <>
      <HostedCardFields handleRef={frame} invalid={frameInvalid} onSubmit={onEnter} />
      <HolderFields form={form} />
    </>
  );
  const save = async (f: Fields, isDefault: boolean): Promise<SavedCard> => {
    const card = frame.current;
    if (!card) throw new Error(NOT_READY);
    const holder = checkCardholder(f);
    if (Object.keys(holder).length) {
      // The frame shows its own fields' errors too, so everything to fix shows at once.
      setFrameInvalid(Object.keys(await card.check()).length > 0);
      throw fieldErrors(holder);
    }
    const answer = await card.tokenize(f.name?.trim() ?? '', f.zip?.trim() ?? '');
    if (!answer.ok) {
      const inFrame = Object.keys(answer.errors).some(isFrameField);
      const here = Object.entries(answer.errors).filter(([k]) => !isFrameField(k));
      setFrameInvalid(inFrame);
      if (inFrame || here.length) throw fieldErrors(Object.fromEntries(here));
      throw new Error(answer.message ?? NOT_READY);
    }
    setFrameInvalid(false);
    const kept = await api.post('v6/credit_cards/from_token', {
      gatewayToken: answer.token.gatewayToken,
      isDefault,
    });
    return kept.creditCard;
  };
  return { fields, save };
}
