import { useAtom, useSetAtom } from 'jotai';
import { useState } from 'react';
import { ApiError } from '../../src/core/apiError';
import type { RedeemType } from '../../src/domain/booking/checkoutErrors';
import { useWidget } from '../../src/ui/WidgetContext';
import { errorsAtom, prepAtom } from './store';

/**
 * PATCH …/prepare/{token}: applies promo codes, points, gift card, players, donation or the
 * booking-fee credit. Redeem failures go to the checkout errors reducer (each next to its own
 * field); other failures come back as a message for the caller to show by its field.
 */
export function useUpdate() {
  const { api } = useWidget();
  const [prep, setPrep] = useAtom(prepAtom);
  const dispatch = useSetAtom(errorsAtom);
  const [busy, setBusy] = useState<string | null>(null);

  async function update(
    what: string,
    body: Record<string, unknown>,
    redeem?: RedeemType,
  ): Promise<string | null> {
    if (!prep || busy) return null;
    setBusy(what);
    const teeTimeId = prep.preparedTeeTime?.teeTime.id ?? '';
    try {
      const answer = await api.patch(
        `v6/tee_times/${encodeURIComponent(teeTimeId)}/reservations/prepare/${prep.authToken}`,
        body,
      );
      setPrep(answer);
      dispatch({
        type: 'prepared',
        applied: redeem,
        features: answer.features,
      });
      return null;
    } catch (e) {
      const err = e instanceof ApiError ? e : null;
      const data = (err?.data ?? {}) as { redeemType?: RedeemType; isGiftCardCvvRequired?: boolean };
      const redeemType = data.redeemType ?? redeem;
      if (redeemType && err && err.status !== 0) {
        dispatch({
          type: 'redeemFailed',
          redeemType,
          status: err.status,
          code: err.code,
          message: err.message,
          validationErrors: err.validationErrors,
        });
        return null;
      }
      if ('qty' in body && err && err.status !== 0) {
        dispatch({ type: 'playerUpdateFailed' });
        return null;
      }
      return e instanceof Error ? e.message : String(e);
    } finally {
      setBusy(null);
    }
  }
  return { update, busy };
}
