import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { ApiError } from '../../src/core/apiError';
import { keepPreparedHandoff } from '../../src/core/preparedHandoff';
import {
  prepareOutcome,
  prepareResultFromError,
  type PrepareResult,
} from '../../src/domain/booking/prepareOutcome';
import { useWidget } from '../../src/ui/WidgetContext';
import { updateFlow } from './flow';
import { offerSource } from './offerSource';
import { handoffAtom } from './store';
import type { TeeTime } from './types';

const MESSAGES: Record<string, string> = {
  'not-available': 'Someone else booked this tee time first, or the course closed it. Choose another one.',
  'not-found': 'This tee time does not exist any more. Choose another one.',
  'time-slot-error': 'This time slot has passed. Choose a later tee time.',
};

/**
 * A guest's book click prepares the tee time first (spec 01 §4 "A guest prepares the tee time
 * first"): the preparation token is kept as the checkout flow token, and a tee time that cannot
 * be booked is said in the picker (and reported with `teetime-booking-failed`) instead of
 * opening a checkout that would only fail. Resolves true when checkout may open. The
 * preparation is handed over to the checkout (core/preparedHandoff), which uses it while it is
 * the same booking and fresh instead of preparing a second time.
 */
export function useGuestPrepare(courseId: string, players: number) {
  const { api, emit } = useWidget();
  const setHandoff = useSetAtom(handoffAtom);
  return useCallback(
    async (t: TeeTime): Promise<boolean> => {
      const teeTimeId = t.teeTimeId || t.id;
      setHandoff({ kind: 'preparing', teeTime: t });
      const body = {
        teeTimeId,
        id: teeTimeId,
        qty: players,
        prepaymentRuleId: t.prepaymentRuleId ?? undefined,
        internalOrigin: `/checkout/at/${courseId}`,
        isGuest: true,
        ...offerSource(t),
      };
      const path = `v6/tee_times/${encodeURIComponent(teeTimeId)}/reservations/prepare` as const;
      for (let retried = false; ; retried = true) {
        let result: PrepareResult & { authToken?: string | null; expiresAt?: string | null };
        try {
          result = await api.post(path, body);
        } catch (e) {
          if (!(e instanceof ApiError) || e.status === 0 || e.status >= 500) {
            // The network or the server: the checkout prepares again and offers a retry.
            return true;
          }
          result = prepareResultFromError(e);
        }
        const outcome = prepareOutcome(result, { alreadyRetried: retried });
        if (outcome.kind === 'retry' && !retried) continue;
        if (outcome.kind === 'ok') {
          updateFlow(courseId, { type: 'set', step: 'checkout', authToken: result.authToken ?? null });
          // The checkout reuses this preparation while it is fresh instead of preparing again.
          keepPreparedHandoff({
            teeTimeId,
            players,
            prepaymentRuleId: t.prepaymentRuleId || null,
            preparedAt: Date.now(),
            expiresAt: result.expiresAt ?? null,
            preparation: result,
          });
          return true;
        }
        const message =
          MESSAGES[outcome.kind] ??
          (('message' in outcome && outcome.message) ||
            result.message ||
            result.error ||
            'This tee time cannot be booked. Choose another one.');
        emit('teetime-booking-failed', {
          courseId,
          teeTimeId,
          ...(typeof result.statusCode === 'number' ? { status: result.statusCode } : {}),
          message: result.error || result.message || message,
        });
        // An expired flow token re-runs the search (useRerunSearch), which clears the hand-over.
        if (outcome.kind !== 'authorization-failed') setHandoff({ kind: 'failed', teeTime: t, message });
        return false;
      }
    },
    [api, emit, courseId, players, setHandoff],
  );
}
