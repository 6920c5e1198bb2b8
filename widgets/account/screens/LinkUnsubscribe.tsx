import { useEffect, useRef, useState } from 'react';
import { botCheckResponse } from '../../../src/core/botCheck';
import { isMailingList, listLabel, SERVICE_EMAILS_NOTE } from '../../../src/domain/account/mailingLists';
import { DEAL_ALERTS, PRICE_ALERTS } from '../../../src/domain/account/unsubscribeLinks';
import { ErrorNotice } from '../../../src/ui/ErrorNotice';
import { useWidget } from '../../../src/ui/WidgetContext';
import { useAccountStyles } from '../styles';
import type { ScreenProps } from '../types';
import type { BodyFor } from '../../../src/core/api/apiPaths';

type Kind = 'list' | 'deal-alert' | 'price-alert';

/** What the link stops, from its path: a mailing list, the deal alerts, a price alert. */
function kindOf(list: string | undefined, deals: boolean): Kind | null {
  if (deals && list === DEAL_ALERTS) return 'deal-alert';
  if (!deals && list === PRICE_ALERTS) return 'price-alert';
  return isMailingList(list) ? 'list' : null;
}

/**
 * The unsubscribe link of an e-mail sent to an address rather than an account (`linkToken`, see
 * src/domain/account/unsubscribeLinks): the footer's newsletter, a deal alert, a price alert. It
 * stops on arrival, without signing in (whoever is signed in here stays signed in: the link
 * touches no account), and says so; a newsletter can be taken back, price alerts all stopped.
 */
export function LinkUnsubscribe({ params, deals = false }: ScreenProps & { deals?: boolean }) {
  const { api, brand } = useWidget();
  const s = useAccountStyles();
  const list = params.mailingList;
  const kind = kindOf(list, deals);
  const token = params.linkToken ?? '';
  const email = params.email ?? '';
  const [said, setSaid] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [again, setAgain] = useState<'subscribe' | 'all' | null>(null);
  const started = useRef(false);

  const what =
    kind === 'deal-alert'
      ? `tee-time deal alerts from ${brand.name}`
      : kind === 'price-alert'
        ? 'e-mails for this price alert'
        : isMailingList(list)
          ? `${listLabel(list)} e-mails from ${brand.name}`
          : '';
  const who = email || 'You';

  const stop = async () => {
    if (!kind) throw new Error(`This link names e-mails we do not send ("${list ?? ''}").`);
    if (kind === 'price-alert') {
      await api.post('v6/alerts/unsubscribe', { type: 'TeeTimePriceAlert', token });
      setAgain('all');
      return `Done: you will no longer get ${what}.`;
    }
    const answer = await api.post(
      kind === 'list' ? 'v4/mailing_lists/unsubscribe.json' : 'v6/deals/alerts/unsubscribe',
      { token },
    );
    setAgain(kind === 'list' ? 'subscribe' : null);
    return answer.wasSubscribed
      ? `Done: ${who} will no longer get ${what}.`
      : `${who} was already unsubscribed from ${what}: nothing more to do.`;
  };
  const run = (step: () => Promise<string>) => {
    setBusy(true);
    setError('');
    step()
      .then(setSaid)
      .catch((e: Error) => setError(e.message))
      .finally(() => setBusy(false));
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run(stop);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const subscribeAgain = async () => {
    await api.post('v4/mailing_lists/subscribe.json', {
      email,
      code: list as BodyFor<'post', 'v4/mailing_lists/subscribe.json'>['code'],
      source: 'unsubscribe-page',
      gRecaptchaResponseData: await botCheckResponse(),
    });
    setAgain(null);
    return `Done: ${who} gets ${what} again.`;
  };
  const stopAll = async () => {
    const a = await api.post('v6/alerts/unsubscribe', { type: 'all', token });
    setAgain(null);
    return a.alertsUnsubscribed > 0
      ? `Done: all your price alerts are stopped (${a.alertsUnsubscribed} more). You can turn them on again in your account.`
      : 'Done: none of your price alerts sends e-mails any more.';
  };

  // What the golfer can do next: subscribe again (a newsletter link), or stop every price alert.
  const next =
    again === 'subscribe' && email
      ? { label: 'Subscribe me again', busy: 'Subscribing…', step: subscribeAgain }
      : again === 'all'
        ? { label: 'Stop all my price alerts', busy: 'Stopping…', step: stopAll }
        : null;
  if (!said)
    return error ? (
      <ErrorNotice message={error} onRetry={kind ? () => run(stop) : undefined} />
    ) : (
      <p role="status" aria-busy="true">
        Updating your subscription…
      </p>
    );
  return (
    <>
      <p className={s.notice} role="status">
        {said}
      </p>
      {kind !== 'price-alert' && <p>{SERVICE_EMAILS_NOTE}</p>}
      {error && (
        <p className="tt-form-error" role="alert">
          {error}
        </p>
      )}
      <div className={s.actions}>
        {next && (
          <button
            type="button"
            className="tt-button tt-secondary"
            disabled={busy}
            onClick={() => run(next.step)}
          >
            {busy ? next.busy : next.label}
          </button>
        )}
      </div>
    </>
  );
}
