import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { ApiError } from '../../../src/core/apiError';
import { useFormat } from '../format';
import { TextField } from '../../../src/ui/TextField';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import { guestTokenAtom, paidCardAtom } from '../store';
import type { Card, Reservation } from '../types';

interface Quote {
  quoteId: string;
  premium: number;
  coverage: number;
  currency?: string;
  status?: string;
}

/** Weather insurance: a quote (a 408 still shows the quote it returned) and its purchase. */
export function Insurance({ reservation, accessToken }: { reservation: Reservation; accessToken?: string }) {
  const { formatPrice } = useFormat();
  const { api } = useWidget();
  const paidCard = useAtomValue(paidCardAtom);
  const guestToken = useAtomValue(guestTokenAtom);
  const base = `v6/eventual_insurance/reservations/${encodeURIComponent(reservation.id)}`;
  const existing = useRequest(
    (signal) =>
      api
        .get<{ insurance: Quote | null }>(base, { signal, params: { accessToken } })
        .then((a) => a.insurance),
    [api, base, accessToken],
    !reservation.hasEventualInsurance,
  );
  const [phone, setPhone] = useState('');
  const [quote, setQuote] = useState<Quote | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [bought, setBought] = useState(false);

  const run = async (what: () => Promise<void>) => {
    setBusy(true);
    setNote('');
    try {
      await what();
    } catch (e) {
      const q = e instanceof ApiError ? (e.data as { quote?: Quote } | undefined)?.quote : undefined;
      if (q) setQuote(q);
      setNote(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const getQuote = () =>
    run(async () => {
      const params = {
        accessToken,
        phoneCountryCode: phone ? '1' : undefined,
        phoneNumber: phone || undefined,
      };
      setQuote((await api.get<{ quote: Quote }>(`${base}/quote`, { params })).quote);
    });
  const purchase = () =>
    run(async () => {
      let creditCardId = paidCard;
      if (!reservation.isGuest && !creditCardId)
        creditCardId = (await api.get<{ creditCards: Card[] }>('v6/credit_cards')).creditCards[0]?.id ?? null;
      const payment = reservation.isGuest ? { gatewayToken: guestToken, accessToken } : { creditCardId };
      await api.post(`${base}/purchase`, { quoteId: quote?.quoteId, ...payment });
      setBought(true);
    });

  if (reservation.hasEventualInsurance || bought || existing.data?.status === 'purchased')
    return (
      <div className="tt-panel" role="status">
        <h3>Weather protection</h3>
        <p>Your round is covered against bad weather.</p>
      </div>
    );
  if (existing.status !== 'done') return null;
  const canBuy = !reservation.isGuest || guestToken !== null;
  return (
    <div className="tt-panel">
      <h3>Weather protection</h3>
      <p>Get your money back if the weather ruins your round.</p>
      {!quote ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void getQuote();
          }}
        >
          <TextField
            label="Mobile number for weather alerts (optional)"
            name="phone"
            type="tel"
            autoComplete="tel-national"
            value={phone}
            onValue={setPhone}
          />
          <button type="submit" className="tt-button tt-secondary" disabled={busy}>
            Get a quote
          </button>
        </form>
      ) : (
        <>
          <p data-testid="quote">
            Cover {formatPrice(quote.coverage)} for {formatPrice(quote.premium)}.
          </p>
          {canBuy ? (
            <button type="button" className="tt-button" disabled={busy} onClick={() => void purchase()}>
              Buy weather protection
            </button>
          ) : (
            <p className="tt-muted">Sign in to buy weather protection for this booking.</p>
          )}
        </>
      )}
      <p role="alert" className="tt-form-error">
        {note}
      </p>
    </div>
  );
}
