import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { ApiError, isCancelled } from '../../../src/core/apiError';
import { takePreparedHandoff } from '../../../src/core/preparedHandoff';
import {
  prepareOutcome,
  prepareResultFromError,
  type PrepareResult,
} from '../../../src/domain/booking/prepareOutcome';
import { profileGate } from '../../../src/domain/booking/profileGate';
import { ErrorNotice } from '../../../src/ui/ErrorNotice';
import { SignInDialog } from '../../../src/ui/SignInDialog';
import { Skeleton } from '../../../src/ui/Skeleton';
import { useWidget } from '../../../src/ui/WidgetContext';
import { useSession } from '../session';
import { errorsAtom, movedAtom, prepAtom, requestAtom, viewAtom } from '../store';
import type { CheckoutRequest, PrepareAnswer, Preparation } from '../types';
import { Heading } from './Heading';
import { InsuranceOffer } from './InsuranceOffer';
import { Layout } from './Layout';
import { Modifiers } from './Modifiers';
import { Payment } from './Payment';
import { ProfileForm } from './ProfileForm';
import { Summary } from './Summary';

/** The checkout of one tee time: sign-in gate, preparation, summary, modifiers, profile gate and payment. */
export function Checkout({
  request,
  fromMembership = false,
}: {
  request: CheckoutRequest;
  /** The flow came from the membership page: 11002 goes back to the rate types. */
  fromMembership?: boolean;
}) {
  const { api, emit } = useWidget();
  const session = useSession();
  const [prep, setPrep] = useAtom(prepAtom);
  const setView = useSetAtom(viewAtom);
  const setRequest = useSetAtom(requestAtom);
  const setMoved = useSetAtom(movedAtom);
  const dispatch = useSetAtom(errorsAtom);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [signingIn, setSigningIn] = useState(false);
  const [profileDone, setProfileDone] = useState(false);
  const user = session.user;
  const userId = user?.id ?? null;
  const anonymousOk = request.isGuest === true || request.isAnchoredTeeTime === true;
  const mayPrepare = session.restored && (userId !== null || anonymousOk);

  useEffect(() => {
    if (!mayPrepare) return;
    const controller = new AbortController();
    const path = `v6/tee_times/${encodeURIComponent(request.teeTimeId)}/reservations/prepare` as const;
    const body = {
      teeTimeId: request.teeTimeId,
      id: request.teeTimeId,
      qty: request.players,
      prepaymentRuleId: request.prepaymentRuleId,
      internalOrigin: `/checkout/at/${request.courseId}`,
      isGuest: request.isGuest || undefined,
      isAnchoredTeeTime: request.isAnchoredTeeTime || undefined,
      // The offer chosen (spec 01 §7: checkout preparation also takes these).
      reservationUrl: request.reservationUrl,
      provider: request.provider,
      sourceProvider: request.sourceProvider,
    };
    const run = async (retried: boolean): Promise<void> => {
      let result: PrepareResult;
      let answer: PrepareAnswer | null = null;
      try {
        answer = await api.post(path, body, { signal: controller.signal });
        result = answer as PrepareResult;
      } catch (e) {
        if (controller.signal.aborted || isCancelled(e)) return;
        if (!(e instanceof ApiError) || e.status === 0 || e.status >= 500) {
          setError(e instanceof Error ? e.message : String(e));
          return;
        }
        result = prepareResultFromError(e);
      }
      const outcome = prepareOutcome(result, { alreadyRetried: retried, fromMembership });
      // A provider glitch is retried once; so is an expired flow token ('Authorization Failed').
      if (!retried && (outcome.kind === 'retry' || outcome.kind === 'authorization-failed')) return run(true);
      if (outcome.kind === 'ok' && answer && !('unavailable' in answer)) {
        setPrep(answer);
        dispatch({
          type: 'prepared',
          features: answer.features,
        });
        return;
      }
      const message =
        ('message' in outcome && outcome.message) ||
        result.message ||
        result.error ||
        'This tee time cannot be booked.';
      emit('teetime-booking-failed', {
        courseId: request.courseId,
        teeTimeId: request.teeTimeId,
        status: result.statusCode ?? undefined,
        message,
      });
      setView({
        kind: 'failure',
        outcome: outcome.kind,
        message,
        extra:
          outcome.kind === 'time-slot-error'
            ? outcome.timeSlot
            : outcome.kind === 'offer-url'
              ? outcome.url
              : outcome.kind === 'membership-search'
                ? outcome.offerUrl
                : null,
        status: outcome.kind === 'tee-time-error' ? outcome.status : (result.statusCode ?? null),
        steps: result.failureSteps ?? null,
      });
      setMoved(true);
    };
    setError(null);
    // The picker's guest preparation of this very booking, still fresh: used as it is (no second prepare).
    const handedOver = takePreparedHandoff<Preparation>(request);
    if (handedOver) {
      setPrep(handedOver);
      dispatch({
        type: 'prepared',
        features: handedOver.features,
      });
      return () => controller.abort();
    }
    setPrep(null);
    void run(false);
    return () => controller.abort();
  }, [api, emit, mayPrepare, request, fromMembership, userId, attempt, setPrep, setView, setMoved, dispatch]);

  if (!session.restored) return <Skeleton label="Loading checkout" rows={3} />;
  if (!mayPrepare)
    return (
      <div className="tt-panel">
        <Heading>Sign in to book</Heading>
        <p>Sign in to book this tee time, or check out as a guest.</p>
        <div className="tt-row">
          <button type="button" className="tt-button" onClick={() => setSigningIn(true)}>
            Sign in
          </button>
          <button
            type="button"
            className="tt-button tt-secondary"
            onClick={() => {
              setMoved(true);
              setRequest({ ...request, isGuest: true });
            }}
          >
            Check out as a guest
          </button>
        </div>
        <SignInDialog
          open={signingIn}
          onClose={() => {
            setSigningIn(false);
            setMoved(true);
          }}
          reason="Sign in to book this tee time."
        />
      </div>
    );
  if (error) return <ErrorNotice message={error} onRetry={() => setAttempt((n) => n + 1)} />;
  if (!prep) return <Skeleton label="Preparing your tee time" rows={3} />;
  const gate = user ? profileGate(user) : { complete: true, missing: [] };
  // The form, then the summary (with Pay) beside it or, on a narrow checkout, above it.
  const head = (
    <>
      <Modifiers prep={prep} signedIn={user !== null} />
      <InsuranceOffer
        prep={prep}
        courseId={request.courseId || prep.preparedTeeTime?.teeTime.courseId || ''}
      />
    </>
  );
  const summary = <Summary prep={prep} />;
  return gate.complete || profileDone ? (
    <Payment prep={prep} request={request} guest={user === null} head={head} summary={summary} />
  ) : (
    <Layout
      main={
        <>
          {head}
          <ProfileForm missing={gate.missing} user={user!} onDone={() => setProfileDone(true)} />
        </>
      }
      side={summary}
    />
  );
}
