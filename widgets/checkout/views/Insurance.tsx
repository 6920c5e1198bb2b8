import { useAtomValue } from 'jotai';
import { useEffect, useId, useState } from 'react';
import { ApiError } from '../../../src/core/apiError';
import { useFormat } from '../format';
import { TextField } from '../../../src/ui/TextField';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import { useSession } from '../session';
import { guestTokenAtom, paidCardAtom } from '../store';
import type { Reservation } from '../types';

interface Quote {
  quoteId: string;
  premium: number;
  coverage: number;
  currency?: string;
  status?: string;
}

const quoteOf = (e: unknown) =>
  e instanceof ApiError ? (e.data as { quote?: Quote } | undefined)?.quote : undefined;

/**
 * Weather insurance on the confirmation (spec 01 §2): the quote loads with the page (a 408 still
 * shows the quote it returned); the golfer picks the card it is charged to (the card that paid
 * first) and may leave a mobile number for weather alerts, which re-quotes before buying.
 */
export function Insurance({ reservation, accessToken }: { reservation: Reservation; accessToken?: string }) {
  const { formatPrice } = useFormat();
  const { api } = useWidget();
  const id = useId();
  const paidCard = useAtomValue(paidCardAtom);
  const guestToken = useAtomValue(guestTokenAtom);
  const base = `v6/eventual_insurance/reservations/${encodeURIComponent(reservation.id)}` as const;
  const [phone, setPhone] = useState('');
  const [quote, setQuote] = useState<Quote | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [bought, setBought] = useState(false);
  const [card, setCard] = useState<string | null>(null);
  const ask = (phoneNumber?: string) =>
    api
      .get(`${base}/quote`, {
        params: { accessToken, phoneCountryCode: phoneNumber ? '1' : undefined, phoneNumber },
      })
      .then((a) => a.quote)
      .catch((e: unknown) => {
        const q = quoteOf(e);
        if (q) setQuote(q);
        throw e;
      });
  const first = useRequest(() => ask(), [api, base, accessToken], !reservation.hasEventualInsurance);
  const owner = !reservation.isGuest;
  const signedIn = useSession().user !== null;
  const cards = useRequest(
    (signal) => api.get('v6/credit_cards', { signal }).then((a) => a.creditCards),
    [api, signedIn],
    owner && signedIn && !reservation.hasEventualInsurance,
  );
  useEffect(() => {
    if (first.data) setQuote(first.data);
  }, [first.data]);
  const list = cards.data ?? [];
  const chosen =
    card ??
    list.find((c) => c.id === paidCard)?.id ??
    list.find((c) => c.isDefault)?.id ??
    list[0]?.id ??
    null;

  const run = async (what: () => Promise<void>) => {
    setBusy(true);
    setNote('');
    try {
      await what();
    } catch (e) {
      setNote(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const requote = () => run(async () => setQuote(await ask(phone || undefined)));
  const purchase = () =>
    run(async () => {
      const payment = owner
        ? { creditCardId: chosen ?? undefined }
        : { gatewayToken: guestToken ?? undefined, accessToken };
      await api.post(`${base}/purchase`, { quoteId: quote?.quoteId ?? '', ...payment });
      setBought(true);
    });

  const status = quote?.status ?? first.data?.status;
  if (reservation.hasEventualInsurance || bought || status === 'purchased')
    return (
      <div className="tt-panel" role="status">
        <h3>Weather protection</h3>
        <p>Your round is covered against bad weather.</p>
      </div>
    );
  if (!quote && first.status !== 'error') return null;
  const canBuy = owner ? chosen !== null : guestToken !== null;
  return (
    <div className="tt-panel">
      <h3>Weather protection</h3>
      <p>Get your money back if the weather ruins your round.</p>
      {quote && (
        <p data-testid="quote">
          Cover {formatPrice(quote.coverage)} for {formatPrice(quote.premium)}.
        </p>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void requote();
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
          {quote ? 'Update the quote' : 'Get a quote'}
        </button>
      </form>
      {quote && owner && list.length > 0 && (
        <div className="tt-field">
          <label htmlFor={`${id}card`}>Charge to</label>
          <select
            id={`${id}card`}
            value={chosen ?? ''}
            onInput={(e) => setCard((e.currentTarget as HTMLSelectElement).value)}
          >
            {list.map((c) => (
              <option key={c.id} value={c.id}>
                {c.brand.toUpperCase()} •••• {c.lastFour}
                {c.id === paidCard ? ' (paid for the booking)' : c.isDefault ? ' (default)' : ''}
              </option>
            ))}
          </select>
        </div>
      )}
      {quote && owner && !signedIn && (
        <p className="tt-muted">Sign in to buy weather protection for this booking.</p>
      )}
      {quote && owner && cards.status === 'done' && list.length === 0 && (
        <p className="tt-muted">Add a card in your account to buy weather protection.</p>
      )}
      {quote && !owner && guestToken !== null && (
        <p className="tt-muted">It is charged to the card you paid the booking with.</p>
      )}
      {quote &&
        (canBuy ? (
          <button type="button" className="tt-button" disabled={busy} onClick={() => void purchase()}>
            Buy weather protection for {formatPrice(quote.premium)}
          </button>
        ) : (
          !owner && <p className="tt-muted">Sign in to buy weather protection for this booking.</p>
        ))}
      <p role="alert" className="tt-form-error">
        {note || (first.status === 'error' && !quote ? (first.error?.message ?? '') : '')}
      </p>
    </div>
  );
}
