import { useEffect, useRef, useState } from 'react';
import { getSession } from '../../../src/core/session';
import { accountPath } from '../../../src/domain/account/accountRoutes';
import {
  SERVICE_EMAILS_NOTE,
  isMailingList,
  listLabel,
  unsubscribeUserId,
} from '../../../src/domain/account/mailingLists';
import { ErrorNotice } from '../../../src/ui/ErrorNotice';
import { useWidget } from '../../../src/ui/WidgetContext';
import { useAccountStyles } from '../styles';
import type { ScreenProps } from '../types';

interface Done {
  email: string;
  subscribed: boolean;
}

/**
 * An unsubscribe link (`mailingList`, with `token` and `email`): a signed-in golfer is signed out
 * and the link's account leaves the list. Without token and e-mail the golfer signs in first and
 * comes back. Says what happened, and offers to subscribe again.
 */
export function Unsubscribe({ params, navigate, deals = false }: ScreenProps & { deals?: boolean }) {
  const { api, brand } = useWidget();
  const s = useAccountStyles();
  const [done, setDone] = useState<Done | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const list = params.mailingList;
  const byLink = Boolean(params.token && params.email);
  const started = useRef(false);

  const send = async (suspended: boolean) => {
    if (!isMailingList(list)) throw new Error(`This link names a list we do not send ("${list ?? ''}").`);
    const user = getSession().get().user;
    const id = byLink ? unsubscribeUserId(params) : user?.id;
    const email = byLink ? (params.email ?? '') : (user?.email ?? '');
    if (!id) throw new Error('This unsubscribe link is incomplete. Open it from the e-mail again.');
    await api.patch(`v6/users/${encodeURIComponent(String(id))}/unsubscribe`, {
      email,
      ...(byLink ? { token: params.token } : {}),
      preferences: { [list]: { suspended } },
    });
    setDone({ email, subscribed: !suspended });
  };
  const run = (suspended: boolean) => {
    setBusy(true);
    setError('');
    send(suspended)
      .catch((e: Error) => setError(e.message))
      .finally(() => setBusy(false));
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const session = getSession();
    if (byLink) {
      // The link speaks for its account: whoever is signed in here is signed out first.
      void (session.get().user ? session.signOut(api) : Promise.resolve()).then(() => run(true));
    } else if (!session.get().user) {
      const back = accountPath(deals ? 'deals-unsubscribe' : 'unsubscribe', params);
      if (back) session.setRedirect({ path: back });
      navigate('sign-in');
    } else run(true);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const label = isMailingList(list) ? listLabel(list) : '';
  const kind = list?.startsWith('push-') ? 'notifications' : 'e-mails';
  const what = deals ? `deal ${kind} (${label})` : `${label} ${kind}`;
  if (!done)
    return error ? (
      <ErrorNotice message={error} />
    ) : (
      <p role="status" aria-busy="true">
        Updating your subscription…
      </p>
    );
  return (
    <>
      <p className={s.notice} role="status">
        {done.subscribed
          ? `Done: ${done.email} gets ${what} from ${brand.name} again.`
          : `Done: ${done.email} will no longer get ${what} from ${brand.name}.`}
      </p>
      <p>{SERVICE_EMAILS_NOTE}</p>
      {error && (
        <p className="tt-form-error" role="alert">
          {error}
        </p>
      )}
      <div className={s.actions}>
        {!done.subscribed && (
          <button type="button" className="tt-button tt-secondary" disabled={busy} onClick={() => run(false)}>
            {busy ? 'Subscribing…' : 'Subscribe me again'}
          </button>
        )}
        {!byLink && (
          <button type="button" className="tt-link" onClick={() => navigate('communication-preferences')}>
            All my e-mail preferences
          </button>
        )}
      </div>
    </>
  );
}
