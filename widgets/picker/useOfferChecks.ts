import { ApiError } from '../../src/core/apiError';
import {
  allPreparesOutcome,
  prepareResultFromError,
  softPrepareResult,
  type PrepareOutcome,
  type PrepareResult,
} from '../../src/domain/booking/prepareOutcome';
import { useRequest, type RequestState } from '../../src/ui/useRequest';
import { useWidget } from '../../src/ui/WidgetContext';
import type { TeeTime } from './types';

/** Answers that judge the offer itself (gone, or a booking rule such as the limit); others prove nothing. */
const JUDGED = [404, 409, 422];

/**
 * The offers of a slot checked before the book click (spec 01 §4 "if all providers' prepare
 * return the booking-limit code, or all return error or not-available, the error page is shown"):
 * each bookable offer is soft-prepared (GET tee_times/{id}/reservations/soft-prepare, nothing is
 * held) for the party; when every one fails, the answer is the page-level outcome
 * (booking-limit-reached or tee-time-error), else null. A check that did not judge the offer (the
 * network, a 5xx, an expired sign-in) proves nothing: then the answer is null and the offers stay bookable (the
 * checkout's own prepare judges them).
 */
export function useOfferChecks(
  offers: readonly TeeTime[] | undefined,
  players: number,
): RequestState<PrepareOutcome | null> & { checked: boolean } {
  const { api } = useWidget();
  const ids = (offers ?? []).map((t) => t.teeTimeId || t.id);
  const enabled = ids.length > 0;
  const checks = useRequest(
    async (signal) => {
      const results = await Promise.all(
        ids.map((id) =>
          api
            .get(`v6/tee_times/${encodeURIComponent(id)}/reservations/soft-prepare`, {
              params: { qty: players },
              signal,
            })
            .then(softPrepareResult, (e: unknown): PrepareResult | null => {
              if (e instanceof ApiError && JUDGED.includes(e.status)) return prepareResultFromError(e);
              if (signal.aborted) throw e;
              return null;
            }),
        ),
      );
      return results.every((r) => r !== null) ? allPreparesOutcome(results) : null;
    },
    [api, ids.join(), players],
    enabled,
  );
  return { ...checks, checked: !enabled || checks.status === 'done' || checks.status === 'error' };
}
