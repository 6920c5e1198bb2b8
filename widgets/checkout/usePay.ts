import { useSetAtom } from 'jotai';
import { useRef, useState } from 'react';
import { ApiError } from '../../src/core/apiError';
import { NOT_ALLOWED_CODES } from '../../src/domain/booking/constants';
import type { PaymentMethod } from '../../src/domain/booking/paymentMethods';
import type { FailureSteps } from '../../src/domain/booking/prepareOutcome';
import { useWidget } from '../../src/ui/WidgetContext';
import { errorsAtom, guestTokenAtom, movedAtom, paidCardAtom, viewAtom } from './store';
import type { CheckoutRequest, Preparation, Receipt, Reservation } from './types';
import type { Fields } from './views/CardFields';
import { walletPayment, type WalletPayment } from './wallets';

const CARD_KEYS = ['number', 'expiryMonth', 'expiryYear', 'cvv', 'name', 'zip'];
const cardBody = (f: Fields) =>
  Object.fromEntries(
    CARD_KEYS.map((k) => {
      const v = f[k]?.trim() || undefined;
      // Expiry month and year go as numbers; text that is not a number goes as typed (the server says why).
      return [k, v && k.startsWith('expiry') && /^\d+$/.test(v) ? Number(v) : v];
    }),
  );
const firstErrors = (e: ApiError): Fields =>
  Object.fromEntries(Object.entries(e.validationErrors ?? {}).map(([k, v]) => [k, v.join(' ')]));

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
  const [fieldErrors, setFieldErrors] = useState<Fields>({});
  const courseId = request.courseId || prep.preparedTeeTime?.teeTime.courseId || '';
  const currency = prep.pricing.currency || 'USD';

  const fail = (message: string, status?: number) =>
    emit('teetime-booking-failed', { courseId, teeTimeId: request.teeTimeId, status, message });

  async function pay(method: PaymentMethod | null, fields: Fields, clearCard: () => void): Promise<void> {
    if (paying.current) return;
    paying.current = true;
    setBusy(true);
    setFieldErrors({});
    dispatch({ type: 'paymentStarted' });
    let wallet: WalletPayment | null = null;
    let step: 'email' | 'card' | 'pay' = 'pay';
    try {
      const body: Record<string, unknown> = {};
      if (method?.kind === 'applePay' || method?.kind === 'googlePay') {
        wallet = await walletPayment(method.kind, prep.pricing.total, currency);
        if (!wallet) return;
        body.digitalWallet = method.kind === 'applePay' ? 'apple_pay' : 'google_pay';
        body.gatewayToken = wallet.token;
      }
      let answer: { receipt: Receipt; reservation?: Reservation };
      if (guest) {
        const email = fields.email?.trim() ?? '';
        step = 'email';
        const check = await api.post<{ valid: boolean; message?: string }>('v6/guests/validate-email', {
          email,
        });
        const missing: Fields = {};
        if (!check.valid) missing.email = check.message || 'Enter a valid e-mail address.';
        if (!fields.firstName?.trim()) missing.firstName = 'Enter your first name.';
        if (!fields.lastName?.trim()) missing.lastName = 'Enter your last name.';
        if (Object.keys(missing).length) return setFieldErrors(missing);
        if (method?.kind === 'newCard' && prep.pricing.total > 0) {
          step = 'card';
          const { creditCard } = await api.post<{ creditCard: { gatewayId: string; gatewayToken: string } }>(
            'v6/guests/credit_cards',
            { ...cardBody(fields), email },
          );
          body.gatewayId = creditCard.gatewayId;
          body.gatewayToken = creditCard.gatewayToken;
          setGuestToken(creditCard.gatewayToken);
        }
        step = 'pay';
        answer = await api.post('v6/guests/reservations', {
          ...body,
          authToken: prep.authToken,
          email,
          firstName: fields.firstName?.trim(),
          lastName: fields.lastName?.trim(),
        });
      } else {
        if (method?.kind === 'newCard') {
          step = 'card';
          const { creditCard } = await api.post<{ creditCard: { id: string } }>(
            'v6/credit_cards',
            cardBody(fields),
          );
          body.creditCardId = creditCard.id;
          step = 'pay';
        } else if (method?.kind === 'savedCard') body.creditCardId = method.cardId;
        answer = await api.post(`v6/reservations/${prep.authToken}`, body);
      }
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
      dispatch({ type: 'reset' });
      setView({ kind: 'confirmation', reservationId, accessToken });
      setMoved(true);
    } catch (e) {
      wallet?.complete('fail');
      const err = e instanceof ApiError ? e : null;
      const status = err?.status ?? 0;
      if (err && status === 422 && step !== 'pay' && err.validationErrors) {
        setFieldErrors(firstErrors(err));
        dispatch({ type: 'paymentFailed', status, message: 'Please check the highlighted fields.' });
        return;
      }
      const code = Number(err?.code);
      if (status === 409 || (status === 403 && NOT_ALLOWED_CODES.includes(code))) {
        const message = err?.message ?? '';
        fail(message, status);
        setView({ kind: 'failure', outcome: status === 409 ? 'not-available' : 'not-allowed', message });
        setMoved(true);
        return;
      }
      const message = e instanceof Error ? e.message : String(e);
      if (status === 402) clearCard();
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
  return { pay, busy, fieldErrors };
}
