import type { ReactNode } from 'react';
import { ApiError } from '../../../src/core/apiError';
import { OFFER_STATUSES, type OfferStatus } from '../../../src/domain/account/membership';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import { usePartStyles } from '../screens/partStyles';
import type { Navigate, ScreenProps } from '../types';
import type { Offer } from './membershipTypes';
import { Loaded } from './parts';

export const statusOf = (s: string | undefined): OfferStatus => (s === 'redeemed' ? 'redeemed' : 'available');

/** A 403 membership_required answer: the golfer is sent to the membership instead of an error. */
export function MembersOnly(props: { error: unknown; navigate: Navigate; children: ReactNode }) {
  const { error, navigate } = props;
  if (!(error instanceof ApiError && error.status === 403)) return <>{props.children}</>;
  return (
    <>
      <p>Offers are a membership benefit.</p>
      <button type="button" className="tt-button" onClick={() => navigate('membership')}>
        See the membership
      </button>
    </>
  );
}

export function OfferList({ offers, navigate }: { offers: Offer[]; navigate: Navigate }) {
  return offers.length === 0 ? (
    <p>No offers here yet.</p>
  ) : (
    <ul className="tt-items">
      {offers.map((o) => (
        <li key={o.id}>
          <button
            type="button"
            className="tt-link"
            onClick={() => navigate('network-offer', { offerStatus: o.status, id: o.id })}
          >
            {o.title}
          </button>{' '}
          <span className="tt-muted">{o.vendor?.name ?? o.course?.name}</span>
        </li>
      ))}
    </ul>
  );
}

/** Member offers by status (network-offers/{status}): available and redeemed. */
export function NetworkOffers({ params, navigate }: ScreenProps) {
  const { api } = useWidget();
  const status = statusOf(params.offerStatus);
  const list = useRequest(
    (signal) => api.get('v6/offers/membership', { signal, params: { status } }).then((a) => a.offers),
    [api, status],
  );
  return (
    <div className={usePartStyles()}>
      <nav aria-label="Offers by status" className="tt-row">
        {OFFER_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            className={`tt-button${s === status ? '' : ' tt-secondary'}`}
            aria-current={s === status ? 'page' : undefined}
            onClick={() => navigate('network-offers', { offerStatus: s })}
          >
            {s === 'available' ? 'Available' : 'Redeemed'}
          </button>
        ))}
      </nav>
      <MembersOnly error={list.error} navigate={navigate}>
        <Loaded req={list} what="your offers">
          {(offers) => <OfferList offers={offers} navigate={navigate} />}
        </Loaded>
      </MembersOnly>
    </div>
  );
}
