import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../src/core/apiError';
import { getSession } from '../../../src/core/session';
import {
  chooseCard,
  choosePlan,
  localPath,
  purchaseErrorMessage,
} from '../../../src/domain/account/membership';
import { Skeleton } from '../../../src/ui/Skeleton';
import { TextField } from '../../../src/ui/TextField';
import { useRequest } from '../../../src/ui/useRequest';
import { useSession } from '../../../src/ui/useSession';
import { useWidget } from '../../../src/ui/WidgetContext';
import { flashAtom } from '../accountState';
import { cardLabel } from '../bookingTypes';
import { usePartStyles } from '../screens/partStyles';
import { Radio } from '../screens/formParts';
import type { ScreenProps } from '../types';
import type { Plan } from './membershipTypes';
import { Loaded, price, useAction } from './parts';

/**
 * Purchase (spec 02 §2): members go to their membership account; without a matching planId the
 * plan of the chosen interval (monthly by default) is put in the URL; with it, the purchase is
 * tracked (`membershipPurchase`, once per plan); the default card else the first is ticked; a
 * promo code is optional. The test card gateway charges the saved card; then redirectTo, the
 * app's /web-view-done (webView=true) or the membership account.
 */
export function MembershipPurchase({ params, navigate, leave, locale }: ScreenProps) {
  const { api, track } = useWidget();
  // A member arriving here goes to the membership account (checked once: a purchase makes one).
  const [member] = useState(!!useSession().user?.hasNetworkMembership);
  const setFlash = useSetAtom(flashAtom);
  const act = useAction();
  const [card, setCard] = useState('');
  const [promo, setPromo] = useState('');
  const data = useRequest(
    async (signal) => {
      const [{ plans }, { creditCards }] = await Promise.all([
        api.get('v6/network_memberships/plans', { signal }),
        api.get('v6/credit_cards', { signal }),
      ]);
      return { plans, cards: creditCards, plan: choosePlan(plans, params.planId, params.interval) };
    },
    [api, params.planId, params.interval],
  );
  const plan = data.data?.plan;
  const chosen = !member && plan?.id === params.planId ? plan : null;
  useEffect(() => {
    if (member) navigate('membership-account');
    else if (plan && plan.id !== params.planId)
      navigate('membership-purchase', { ...params, planId: plan.id });
  }, [member, plan, params, navigate]);
  useEffect(() => {
    if (chosen) track('membershipPurchase', { planId: chosen.id, interval: chosen.interval });
  }, [chosen, track]);

  const buy = async (plan: Plan, cardId: string, code: string) => {
    const ok = await act.run(async () => {
      try {
        await api.post('v6/network_memberships/initiate_purchase', {
          billingPlanId: plan.billingPlan.id,
          creditCardId: cardId,
          promoCode: code.trim() || undefined,
        });
      } catch (e) {
        if (e instanceof ApiError && e.status === 409) return;
        throw new Error(purchaseErrorMessage(e instanceof ApiError ? e.message : undefined));
      }
    }, '');
    if (!ok) return;
    const { user } = await api.get('v6/users').catch(() => ({ user: null }));
    if (user) getSession().setProfile(user);
    // Query redirectTo (a path on this site) or webView=true (the app's web view closes on
    // /web-view-done) say where a purchase ends; else the membership account, with a welcome.
    const to = localPath(params.redirectTo) ?? (params.webView === 'true' ? '/web-view-done' : null);
    if (to) return leave(to);
    setFlash('Welcome to the network membership.');
    navigate('membership-account');
  };

  return (
    <div className={usePartStyles()}>
      <Loaded req={data} what="your plan and cards">
        {({ cards, plan }) =>
          !plan ? (
            <p>No plan is on sale right now. Try again later.</p>
          ) : plan.id !== params.planId ? (
            // On its way to the URL with the plan (the screen starts again there).
            <Skeleton rows={2} label="Loading your plan" />
          ) : (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                // Read from the form: a click right after typing comes before the next render.
                const form = new FormData(e.currentTarget);
                const picked = form.get('card');
                const id = typeof picked === 'string' ? picked : card || chooseCard(cards)?.id;
                const code = form.get('promoCode');
                if (id) void buy(plan, id, typeof code === 'string' ? code : promo);
              }}
            >
              <p>
                <strong>{plan.name}</strong> {price(plan, locale)}{' '}
                <button
                  type="button"
                  className="tt-link"
                  onClick={() => navigate('membership-join', { planId: plan.id })}
                >
                  Change plan
                </button>
              </p>
              {cards.length === 0 ? (
                <p>
                  Add a card to pay with.{' '}
                  <button type="button" className="tt-link" onClick={() => navigate('payment-methods-new')}>
                    Add a card
                  </button>
                </p>
              ) : (
                <fieldset>
                  <legend>Pay with</legend>
                  {cards.map((c) => (
                    <Radio
                      key={c.id}
                      name="card"
                      value={c.id}
                      checked={(card || chooseCard(cards)?.id) === c.id}
                      onPick={() => setCard(c.id)}
                    >
                      {cardLabel(c)}
                    </Radio>
                  ))}
                </fieldset>
              )}
              <TextField label="Promo code (optional)" name="promoCode" value={promo} onValue={setPromo} />
              <button type="button" className="tt-link" onClick={() => navigate('membership-terms')}>
                Membership terms and conditions
              </button>
              {act.said}
              <button type="submit" className="tt-button" disabled={act.busy || cards.length === 0}>
                {act.busy ? 'Paying…' : `Pay ${price(plan, locale)}`}
              </button>
            </form>
          )
        }
      </Loaded>
    </div>
  );
}
