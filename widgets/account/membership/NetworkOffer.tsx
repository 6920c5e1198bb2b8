import { useState } from 'react';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import { usePartStyles } from '../screens/partStyles';
import type { ScreenProps } from '../types';
import type { Offer } from './membershipTypes';
import { MembersOnly, OfferList } from './NetworkOffers';
import { Loaded, useAction } from './parts';

/**
 * One offer: redeem it (the button says so while redeeming), then its code and the refreshed list
 * of available offers the redeem call answers (spec 02 §4).
 */
export function NetworkOffer({ params, navigate }: ScreenProps) {
  const { api } = useWidget();
  const act = useAction();
  const [after, setAfter] = useState<{ offer: Offer; offers: Offer[] } | null>(null);
  const id = encodeURIComponent(params.id ?? '');
  const detail = useRequest(
    (signal) => api.get(`v6/offers/${id}`, { signal }).then((a) => a.offer),
    [api, id],
  );
  const redeem = () =>
    act.run(async () => setAfter(await api.post(`v6/offers/${id}/redeem`)), 'Offer redeemed.');

  return (
    <div className={usePartStyles()}>
      <MembersOnly error={detail.error} navigate={navigate}>
        <Loaded req={detail} what="the offer">
          {(loaded) => {
            const o = after?.offer ?? loaded;
            return (
              <>
                <h3>{o.title}</h3>
                <p className="tt-muted">{o.vendor?.name ?? o.course?.name}</p>
                <p>{o.description}</p>
                {act.said}
                {o.code ? (
                  <p>
                    Your code: <strong>{o.code}</strong>
                  </p>
                ) : (
                  <button type="button" className="tt-button" disabled={act.busy} onClick={redeem}>
                    {act.busy ? 'Redeeming…' : 'Redeem offer'}
                  </button>
                )}
                {after && (
                  <>
                    <h3>More available offers</h3>
                    <OfferList offers={after.offers} navigate={navigate} />
                  </>
                )}
                <p>
                  <button
                    type="button"
                    className="tt-link"
                    onClick={() => navigate('network-offers', { offerStatus: o.status })}
                  >
                    Back to the {o.status} offers
                  </button>
                </p>
              </>
            );
          }}
        </Loaded>
      </MembersOnly>
    </div>
  );
}
