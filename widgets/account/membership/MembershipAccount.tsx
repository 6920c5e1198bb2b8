import { useAtom } from 'jotai';
import { useEffect, useId, useState } from 'react';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import { flashAtom } from '../accountState';
import { cardLabel } from '../bookingTypes';
import { ConfirmDialog } from '../screens/ConfirmDialog';
import { usePartStyles } from '../screens/partStyles';
import { useAccountStyles } from '../styles';
import type { ScreenProps } from '../types';
import { OfferList } from './NetworkOffers';
import { Loaded, day, price, subscriptionOf, useAction } from './parts';
import { useMembershipStyles } from './useMembershipStyles';

const STATUS = { active: 'Active', cancelled: 'Cancelled', renewed: 'Active (renewed)' };

/**
 * The membership account (spec 02 §2, §4): subscription and cards, card change, cancel
 * (cancelled), withdraw the cancellation or renew (renewed); offers by status and, with
 * `courseId`, that course's offers.
 */
export function MembershipAccount({ params, navigate, locale }: ScreenProps) {
  const { api } = useWidget();
  const s = useAccountStyles();
  const [flash, setFlash] = useAtom(flashAtom);
  const [first] = useState(flash);
  useEffect(() => setFlash(''), [setFlash]);
  const act = useAction();
  const [card, setCard] = useState('');
  const [cancelling, setCancelling] = useState(false);
  const selectId = useId();
  const data = useRequest(
    async (signal) => {
      const [sub, { creditCards }, offers] = await Promise.all([
        subscriptionOf(api, signal),
        api.get('v6/credit_cards', { signal }),
        params.courseId
          ? api
              .get('v6/offers/membership', {
                signal,
                params: { courseId: params.courseId },
              })
              .then(
                (a) => a.offers,
                () => [],
              )
          : [],
      ]);
      return { sub, cards: creditCards, offers };
    },
    [api, params.courseId],
  );
  const change = (
    path:
      | 'v6/network_memberships/withdraw_cancellation'
      | 'v6/network_memberships/renew'
      | 'v6/network_memberships/change-card',
    done: string,
    creditCardId?: string,
  ) =>
    act
      .run(() => api.post(path, creditCardId ? { creditCardId } : undefined), done)
      .then((ok) => {
        if (ok) data.reload();
      });

  return (
    <div className={`${usePartStyles()} ${useMembershipStyles()}`}>
      {first && !act.notice && (
        <p role="status" className="tt-panel">
          {first}
        </p>
      )}
      {act.said}
      <Loaded req={data} what="your membership">
        {({ sub, cards, offers }) =>
          !sub ? (
            <>
              <p>You have no network membership yet.</p>
              <button type="button" className="tt-button" onClick={() => navigate('membership')}>
                See the membership
              </button>
            </>
          ) : (
            <>
              <dl className="tt-facts">
                <dt>Plan</dt>
                <dd>
                  {sub.plan.name}, {price(sub.plan, locale)}
                </dd>
                <dt>Status</dt>
                <dd>{STATUS[sub.status]}</dd>
                <dt>{sub.status === 'cancelled' ? 'Ends on' : 'Renews on'}</dt>
                <dd>{day(sub.currentPeriodEnd, locale)}</dd>
                <dt>Card</dt>
                <dd>{sub.creditCard ? cardLabel(sub.creditCard) : 'None'}</dd>
              </dl>
              <div className={s.actions}>
                {sub.status !== 'cancelled' ? (
                  <button
                    type="button"
                    className="tt-button tt-secondary"
                    onClick={() => setCancelling(true)}
                  >
                    Cancel membership
                  </button>
                ) : sub.isCurrent ? (
                  <button
                    type="button"
                    className="tt-button"
                    disabled={act.busy}
                    onClick={() =>
                      change('v6/network_memberships/withdraw_cancellation', 'Your membership continues.')
                    }
                  >
                    Keep my membership
                  </button>
                ) : (
                  <button
                    type="button"
                    className="tt-button"
                    disabled={act.busy}
                    onClick={() => change('v6/network_memberships/renew', 'Your membership is renewed.')}
                  >
                    Renew membership
                  </button>
                )}
              </div>
              <h3>Change card</h3>
              <form
                onSubmit={(e) => {
                  e.preventDefault();
                  // Read from the form: a click right after choosing comes before the next render.
                  const picked = new FormData(e.currentTarget).get('creditCardId');
                  void change(
                    'v6/network_memberships/change-card',
                    'Your membership card is changed.',
                    typeof picked === 'string' ? picked : card,
                  );
                }}
              >
                <div className="tt-field">
                  <label htmlFor={selectId}>Card for the membership</label>
                  <select
                    id={selectId}
                    name="creditCardId"
                    value={card || sub.creditCard?.id || ''}
                    onInput={(e) => setCard(e.currentTarget.value)}
                  >
                    {cards.map((c) => (
                      <option key={c.id} value={c.id}>
                        {cardLabel(c)}
                      </option>
                    ))}
                  </select>
                </div>
                <button type="submit" className="tt-button tt-secondary" disabled={act.busy}>
                  Change card
                </button>
              </form>
              <h3>Offers</h3>
              {offers.length > 0 && <OfferList offers={offers} navigate={navigate} />}
              <div className={s.actions}>
                <button
                  type="button"
                  className="tt-link"
                  onClick={() => navigate('network-offers', { offerStatus: 'available' })}
                >
                  Available offers
                </button>
                <button
                  type="button"
                  className="tt-link"
                  onClick={() => navigate('network-offers', { offerStatus: 'redeemed' })}
                >
                  Redeemed offers
                </button>
                <button type="button" className="tt-link" onClick={() => navigate('partner-offers')}>
                  Partner offers
                </button>
                <button type="button" className="tt-link" onClick={() => navigate('account-network-courses')}>
                  Network courses
                </button>
                <button type="button" className="tt-link" onClick={() => navigate('golfvantage')}>
                  Golf trips with GolfVantage, our travel partner
                </button>
              </div>
            </>
          )
        }
      </Loaded>
      <ConfirmDialog
        open={cancelling}
        title="Cancel your membership?"
        yes="Cancel membership"
        onClose={() => setCancelling(false)}
        onYes={async () => {
          await api.delete('v6/network_memberships');
          setCancelling(false);
          data.reload();
        }}
      >
        <p>You stay a member until the end of the period you paid for. You can keep it until then.</p>
      </ConfirmDialog>
    </div>
  );
}
