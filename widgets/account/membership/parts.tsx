import { useState, type ReactNode } from 'react';
import type { ApiClient } from '../../../src/core/apiClient';
import { ApiError } from '../../../src/core/apiError';
import { formatDate, formatPrice } from '../../../src/domain/format';
import { ErrorNotice } from '../../../src/ui/ErrorNotice';
import { Skeleton } from '../../../src/ui/Skeleton';
import type { RequestState } from '../../../src/ui/useRequest';
import { useFocusWhen } from '../useFocusWhen';
import type { Plan, Subscription } from './membershipTypes';

/** A request's data, or its skeleton, or its plain-words error with a retry. */
export function Loaded<T>(props: { req: RequestState<T>; what: string; children: (data: T) => ReactNode }) {
  const { req, what } = props;
  if (req.data !== undefined) return <>{props.children(req.data)}</>;
  return req.error ? (
    <ErrorNotice message={`We could not load ${what}. ${req.error.message}`} onRetry={req.reload} />
  ) : (
    <Skeleton rows={2} label={`Loading ${what}`} />
  );
}

/** One action at a time: busy while it runs, then its notice or its error (which takes focus). */
export function useAction() {
  const [state, setState] = useState({ busy: false, error: '', notice: '' });
  const alert = useFocusWhen<HTMLParagraphElement>(state.error);
  // Redeem and Claim code give way to the code: the notice takes the focus they held.
  const notice = useFocusWhen<HTMLParagraphElement>(state.notice, true);
  const run = async (what: () => Promise<unknown>, done: string) => {
    setState({ busy: true, error: '', notice: '' });
    try {
      await what();
      setState({ busy: false, error: '', notice: done });
      return true;
    } catch (e) {
      setState({ busy: false, error: (e as Error).message, notice: '' });
      return false;
    }
  };
  const said = (
    <>
      {state.notice && (
        <p ref={notice} tabIndex={-1} role="status" className="tt-panel">
          {state.notice}
        </p>
      )}
      {state.error && (
        <p ref={alert} tabIndex={-1} role="alert" className="tt-form-error">
          {state.error}
        </p>
      )}
    </>
  );
  return { ...state, run, said, setError: (error: string) => setState({ busy: false, error, notice: '' }) };
}

/** "year" or "month": what one payment of the plan covers. */
export const planWord = (p: Pick<Plan, 'interval'>) => (p.interval === 'annual' ? 'year' : 'month');

export const price = (p: Plan, locale?: string) =>
  `${formatPrice(p.billingPlan.amount, locale)} a ${planWord(p)}`;

export const day = (iso: string, locale?: string) =>
  formatDate(iso.slice(0, 10), locale, { weekday: undefined, year: 'numeric' });

/** The golfer's network subscription (`GET v6/network_memberships/subscription`); none (404) is null. */
export const subscriptionOf = (api: ApiClient, signal: AbortSignal): Promise<Subscription | null> =>
  api.get('v6/network_memberships/subscription', { signal }).then(
    (a) => a.subscription,
    (e: unknown) => {
      if (e instanceof ApiError && e.status === 404) return null;
      throw e;
    },
  );
