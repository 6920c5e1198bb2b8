import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../../src/core/apiError';
import { getSession } from '../../../src/core/session';
import {
  chooseCard,
  choosePlan,
  localPath,
  purchaseErrorMessage,
  renewalOf,
} from '../../../src/domain/account/membership';
import { formatPrice } from '../../../src/domain/format';
import { Skeleton } from '../../../src/ui/Skeleton';
import { TextField } from '../../../src/ui/TextField';
import { useRequest } from '../../../src/ui/useRequest';
import { useSession } from '../../../src/ui/useSession';
import { useWidget } from '../../../src/ui/WidgetContext';
import { cardLabel } from '../bookingTypes';
import { usePartStyles } from '../screens/partStyles';
import { Radio } from '../screens/formParts';
import type { ScreenProps } from '../types';
import { useAccountForm } from '../useAccountForm';
import { useFocusWhen } from '../useFocusWhen';
import { useNewCard } from '../useNewCard';
import type { Plan } from './membershipTypes';
import { Loaded, day, price } from './parts';
import { useMembershipStyles } from './useMembershipStyles';

/** The "A new card" choice among the saved cards. */
const NEW = 'new';

/**
 * Purchase (spec 02 §2): members go to their membership account; without a matching planId the
 * plan of the chosen interval (monthly by default) is put in the URL; with it, the purchase is
 * tracked (`membershipPurchase`, once per plan); the default card else the first is ticked, or
 * "A new card" (typed in the hosted card fields, kept as a saved card, then charged); a promo
 * code is optional. Beside Pay: when it renews and at what price, and that it can be cancelled
 * anytime in the account. The test card gateway charges the card; then redirectTo, the app's
 * /web-view-done (webView=true) or the welcome (membership-welcome).
 */
export function MembershipPurchase({ params, navigate, leave, locale }: ScreenProps) {
  const { api, track } = useWidget();
  const m = useMembershipStyles();
  // A member arriving here goes to the membership account (checked once: a purchase makes one).
  const [member] = useState(!!useSession().user?.hasNetworkMembership);
  const form = useAccountForm();
  const alert = useFocusWhen<HTMLParagraphElement>(form.formError);
  const formRef = useRef<HTMLFormElement>(null);
  const newCard = useNewCard(form, () => formRef.current?.requestSubmit());
  const termsId = useId();
  const [card, setCard] = useState('');
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
    try {
      await api.post('v6/network_memberships/initiate_purchase', {
        billingPlanId: plan.billingPlan.id,
        creditCardId: cardId,
        promoCode: code.trim() || undefined,
      });
    } catch (e) {
      // 409: already a member (a purchase in another tab): the welcome and the account say so.
      if (!(e instanceof ApiError && e.status === 409))
        throw new Error(purchaseErrorMessage(e instanceof ApiError ? e.message : undefined));
    }
    const { user } = await api.get('v6/users').catch(() => ({ user: null }));
    if (user) getSession().setProfile(user);
    // Query redirectTo (a path on this site) or webView=true (the app's web view closes on
    // /web-view-done) say where a purchase ends; else the welcome, which says what changed.
    const to = localPath(params.redirectTo) ?? (params.webView === 'true' ? '/web-view-done' : null);
    if (to) return leave(to);
    navigate('membership-welcome', { planId: plan.id });
  };

  return (
    <div className={`${usePartStyles()} ${m}`}>
      <Loaded req={data} what="your plan and cards">
        {({ cards, plan }) => {
          if (!plan) return <p>No plan is on sale right now. Try again later.</p>;
          // On its way to the URL with the plan (the screen starts again there).
          if (plan.id !== params.planId) return <Skeleton rows={2} label="Loading your plan" />;
          const picked = cards.length === 0 ? NEW : card || chooseCard(cards)?.id || NEW;
          const renewal = renewalOf(plan, new Date());
          return (
            <form
              ref={formRef}
              noValidate
              onSubmit={form.submit(async (f) => {
                // Read from the form: a click right after typing comes before the next render.
                let id = f.card ?? picked;
                if (id === NEW) {
                  const kept = await newCard.save(f, cards.length === 0);
                  // Kept even if the payment fails: the next try pays with it, nothing to retype.
                  id = kept.id;
                  setCard(kept.id);
                  data.reload();
                }
                await buy(plan, id, f.promoCode ?? '');
              })}
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
              <fieldset>
                <legend>Pay with</legend>
                {cards.map((c) => (
                  <Radio
                    key={c.id}
                    name="card"
                    value={c.id}
                    checked={picked === c.id}
                    onPick={() => setCard(c.id)}
                  >
                    {cardLabel(c)}
                  </Radio>
                ))}
                {cards.length > 0 && (
                  <Radio name="card" value={NEW} checked={picked === NEW} onPick={() => setCard(NEW)}>
                    A new card
                  </Radio>
                )}
                {picked === NEW && newCard.fields}
              </fieldset>
              <TextField
                label="Promo code (optional)"
                name="promoCode"
                value={form.fields.promoCode ?? ''}
                onValue={form.set('promoCode')}
                error={form.errors.promoCode}
              />
              <div className="tt-terms" id={termsId}>
                <p>
                  <strong>
                    Renews on {day(`${renewal.renewsOn}T12:00:00Z`, locale)} at{' '}
                    {formatPrice(renewal.amount, locale)}
                  </strong>
                  , then every {plan.interval === 'annual' ? 'year' : 'month'} until you cancel.
                </p>
                <p>
                  Cancel anytime in your account (My membership): you keep member rates until the end of the
                  period you paid for.
                </p>
                <button type="button" className="tt-link" onClick={() => navigate('membership-terms')}>
                  Membership terms and conditions
                </button>
              </div>
              {form.formError && (
                <p ref={alert} tabIndex={-1} role="alert" className="tt-form-error">
                  {form.formError}
                </p>
              )}
              <button type="submit" className="tt-button" disabled={form.busy} aria-describedby={termsId}>
                {form.busy ? 'Paying…' : `Pay ${price(plan, locale)}`}
              </button>
            </form>
          );
        }}
      </Loaded>
    </div>
  );
}
