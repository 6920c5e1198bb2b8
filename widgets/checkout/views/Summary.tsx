import { Fragment } from 'react';
import { rateName } from '../../../src/domain/booking/rateName';
import { useAtomValue } from 'jotai';
import { CancellationPolicy } from '../../../src/ui/CancellationPolicy';
import { useFormat } from '../format';
import { localeAtom } from '../store';
import type { Preparation } from '../types';
import { Heading } from './Heading';

/**
 * The tee time being booked, said in full (date, time, players, rate, cart or walking, holes: the
 * golfer may have skipped the offers), and its price breakdown, with the cancellation policy and
 * the checkout disclaimer.
 */
export function Summary({ prep }: { prep: Preparation }) {
  const { formatDate, formatPrice, formatTime } = useFormat();
  const locale = useAtomValue(localeAtom);
  const teeTime = prep.preparedTeeTime?.teeTime;
  const p = prep.pricing;
  const money = (n: number) => formatPrice(n, p.currency || 'USD');
  const players = `${p.qty} ${p.qty === 1 ? 'player' : 'players'}`;
  const minus = (label: string, n: number) =>
    n > 0 && (
      <>
        <dt>{label}</dt>
        <dd>−{money(n)}</dd>
      </>
    );
  return (
    <div className="tt-panel">
      <Heading>{teeTime?.courseName ?? 'Your tee time'}</Heading>
      {teeTime && (
        <p>
          {formatDate(teeTime.date)} at {formatTime(teeTime.teeOffAtLocal)} · {players}
          {teeTime.rateTypeName ? ` · ${rateName(teeTime.rateType ?? '', teeTime.rateTypeName)}` : ''}
          {teeTime.isRiding === undefined ? '' : teeTime.isRiding ? ' · Cart included' : ' · Walking'}
          {teeTime.numHoles ? ` · ${teeTime.numHoles} holes` : ''}
        </p>
      )}
      <dl aria-label="Price breakdown">
        <dt data-testid="per-player">
          {players} × {money(p.pricePerPlayer)} per player
        </dt>
        <dd>{money(p.subtotal)}</dd>
        {(p.fees ?? []).map((f) => (
          <Fragment key={f.name}>
            <dt>{f.name}</dt>
            <dd>{money(f.amount)}</dd>
          </Fragment>
        ))}
        {minus('Booking-fee credit', p.bookingFeeCredit)}
        {minus('Promo savings', p.promoSavings)}
        {minus(`Rewards (${p.rewardsPoints} points)`, p.rewardsAmount)}
        {minus('Gift card', p.giftCardAmount)}
        {p.donationAmount > 0 && (
          <>
            <dt>Donation</dt>
            <dd>{money(p.donationAmount)}</dd>
          </>
        )}
        <dt className="tt-total">Total for {players}</dt>
        <dd className="tt-total" data-testid="total">
          {money(p.total)}
        </dd>
      </dl>
      {prep.cancellationPolicy && <CancellationPolicy policy={prep.cancellationPolicy} locale={locale} />}
      {prep.disclaimer && <p className="tt-muted">{prep.disclaimer}</p>}
    </div>
  );
}
