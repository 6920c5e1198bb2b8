import { useSetAtom } from 'jotai';
import { useRef, useState } from 'react';
import { ApiError } from '../../src/core/apiError';
import { clearFlowTokens } from '../../src/core/flowTokenKeys';
import { NOT_ALLOWED_CODES } from '../../src/domain/booking/constants';
import type { PaymentMethod } from '../../src/domain/booking/paymentMethods';
import type { FailureSteps } from '../../src/domain/booking/prepareOutcome';
import { useWidget } from '../../src/ui/WidgetContext';
import { errorsAtom, guestTokenAtom, movedAtom, paidCardAtom, viewAtom } from './store';
import type { CardFrameHandle } from './cardFrame';
import { CHECK_FIELDS_MESSAGE, checkBeforePaying, newCardPayment, type FieldProblems } from './newCard';
import type { CheckoutRequest, Preparation, Receipt, Reservation } from './types';
import type { Fields } from './views/CardFields';
import type { WalletPayment } from './wallets';

/**
 * Paying: one payment at a time (a second click while paying does nothing), always with the
 * same preparation token, so a retry after a network error answers the first receipt and
 * never books twice.
 */
export function usePay(prep: Preparation, request: CheckoutRequest, guest: boolean) {
  const { api, emit } = useWidget();
  const dispatch = useSetAtom(errorsAtom);
  const setView = useSetAtom(viewAtom);
  const setMoved = useSetAtom(movedAtom);
  const setGuestToken = useSetAtom(guestTokenAtom);
  const setPaidCard = useSetAtom(paidCardAtom);
  const paying = useRef(false);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<FieldProblems>({ fields: {}, frame: false });
  const courseId = request.courseId || prep.preparedTeeTime?.teeTime.courseId || '';
  const currency = prep.pricing.currency || 'USD';

  const fail = (message: string, status?: number) =>
    emit('teetime-booking-failed', { courseId, teeTimeId: request.teeTimeId, status, message });

  async function pay(
    method: PaymentMethod | null,
    fields: Fields,
    frame: CardFrameHandle | null,
    /** A wallet's answer (from the wallet frame's sheet, or the sandbox's test wallet). */
    walletAnswer: WalletPayment | null = null,
  ): Promise<void> {
    if (paying.current) return walletAnswer?.complete('fail');
    paying.current = true;
    setBusy(true);
    setProblems({ fields: {}, frame: false });
    dispatch({ type: 'paymentStarted' });
    const isWallet = method?.kind === 'applePay' || method?.kind === 'googlePay';
    // The wallet's sheet stays open until the payment is known: closed as failed on any stop.
    const wallet: WalletPayment | null = isWallet ? walletAnswer : null;
    const newCard = method?.kind === 'newCard' && prep.pricing.total > 0;
    const stop = (found: FieldProblems, message = CHECK_FIELDS_MESSAGE) => {
      wallet?.complete('fail');
      setProblems(found);
      dispatch({ type: 'paymentFailed', status: 0, message });
    };
    try {
      // Mistakes the checkout (and the card frame) can see are shown at once; nothing typed is lost.
      const local = await checkBeforePaying(fields, guest, frame, newCard);
      if (local) return stop(local);
      const body: Record<string, unknown> = {};
      if (method?.kind === 'applePay' || method?.kind === 'googlePay') {
        if (!wallet) return;
        body.digitalWallet = method.kind === 'applePay' ? 'apple_pay' : 'google_pay';
        body.gatewayToken = wallet.token;
      }
      if (guest) {
        const email = fields.email?.trim() ?? '';
        const check = await api.post('v6/guests/validate-email', {
          email,
        });
        if (!check.valid)
          return stop({
            fields: { email: check.message || 'Enter a valid e-mail address, e.g. name@example.com.' },
            frame: false,
          });
      }
      if (newCard && frame) {
        const card = await newCardPayment(api, frame, fields, guest);
        if (!card.ok) {
          if (!card.problems) fail(card.message); // not a field to fix: the network, the gateway
          return stop(card.problems ?? { fields: {}, frame: false }, card.message);
        }
        if (guest) {
          body.gatewayId = card.gatewayId;
          body.gatewayToken = card.gatewayToken;
          setGuestToken(card.gatewayToken);
        } else body.creditCardId = card.creditCardId;
      } else if (method?.kind === 'savedCard') body.creditCardId = method.cardId;
      const answer: { receipt: Receipt; reservation?: Reservation } = guest
        ? await api.post('v6/guests/reservations', {
            ...body,
            authToken: prep.authToken,
            email: fields.email?.trim() ?? '',
            firstName: fields.firstName?.trim() ?? '',
            lastName: fields.lastName?.trim() ?? '',
          })
        : await api.post(`v6/reservations/${prep.authToken}`, body);
      wallet?.complete('success');
      setPaidCard((body.creditCardId as string | undefined) ?? null);
      const { reservationId, accessToken } = answer.receipt;
      emit('teetime-booking-confirmed', {
        reservationId,
        courseId,
        total: answer.reservation?.sgRevenue?.total ?? prep.pricing.total,
        currency,
        ...(accessToken ? { accessToken } : {}),
      });
      // Paid: a picker of this course (here or on another page of the tab) no longer reopens the offer.
      clearFlowTokens(courseId);
      dispatch({ type: 'reset' });
      setView({ kind: 'confirmation', reservationId, accessToken });
      setMoved(true);
    } catch (e) {
      wallet?.complete('fail');
      const err = e instanceof ApiError ? e : null;
      const status = err?.status ?? 0;
      const code = Number(err?.code);
      if (status === 409 || (status === 403 && NOT_ALLOWED_CODES.includes(code))) {
        const message = err?.message ?? '';
        fail(message, status);
        setView({ kind: 'failure', outcome: status === 409 ? 'not-available' : 'not-allowed', message });
        setMoved(true);
        return;
      }
      const message = e instanceof Error ? e.message : String(e);
      if (status === 402) frame?.clear(['number', 'cvv']);
      dispatch({
        type: 'paymentFailed',
        status,
        code: err?.code,
        message,
        failureSteps: (err?.failureSteps as FailureSteps | undefined) ?? null,
        validationErrors: err?.validationErrors,
      });
      fail(message, status || undefined);
    } finally {
      paying.current = false;
      setBusy(false);
    }
  }
  /** The golfer changed a field: its error goes at once (the others stay until fixed). */
  const fixField = (name: string) =>
    setProblems((p) => {
      if (!p.fields[name]) return p;
      const fields = { ...p.fields };
      delete fields[name];
      return { ...p, fields };
    });
  /** The card frame reports how many errors it still shows. */
  const fixFrame = (count: number) =>
    setProblems((p) => (count === 0 && p.frame ? { ...p, frame: false } : p));
  return { pay, busy, fieldErrors: problems.fields, frameInvalid: problems.frame, fixField, fixFrame };
}
