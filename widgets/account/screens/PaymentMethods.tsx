import { useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { Dialog } from '../../../src/ui/Dialog';
import { ErrorNotice } from '../../../src/ui/ErrorNotice';
import { Skeleton } from '../../../src/ui/Skeleton';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import { flashAtom } from '../accountState';
import { cardLabel, expiry, type SavedCard } from '../bookingTypes';
import { useListStyles } from '../listStyles';
import type { ScreenProps } from '../types';
import { useFocusWhen } from '../useFocusWhen';

/** Saved cards, the default first with its badge: make default, edit, delete (confirmed), add. */
export function PaymentMethods({ navigate }: ScreenProps) {
  const { api } = useWidget();
  const s = useListStyles();
  const [flash, setFlash] = useAtom(flashAtom);
  const [notice, setNotice] = useState(flash);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<SavedCard | null>(null);
  const [deleted, setDeleted] = useState(0);
  const cards = useRequest(
    (signal) =>
      api
        .get('v6/credit_cards', { signal })
        .then((a) => [...a.creditCards].sort((x, y) => Number(y.isDefault) - Number(x.isDefault))),
    [api],
  );
  const heading = useFocusWhen<HTMLHeadingElement>(deleted);
  const alert = useFocusWhen<HTMLDivElement>(error || cards.error);
  useEffect(() => setFlash(''), [setFlash]);

  const act = async (what: () => Promise<unknown>, done: string, failed: string) => {
    setBusy(true);
    setError('');
    setNotice('');
    try {
      await what();
      setNotice(done);
      cards.reload();
      return true;
    } catch (e) {
      setError(`${failed} ${(e as Error).message}`);
      return false;
    } finally {
      setBusy(false);
    }
  };
  const path = (c: SavedCard) => `v6/credit_cards/${encodeURIComponent(c.id)}` as const;
  const list = cards.data;
  return (
    <div className={s.screen}>
      {notice && (
        <p role="status" className="tt-panel">
          {notice}
        </p>
      )}
      {(error || cards.error) && (
        <div ref={alert} tabIndex={-1}>
          <ErrorNotice
            message={error || `We could not load your cards. ${cards.error?.message}`}
            onRetry={error ? undefined : cards.reload}
          />
        </div>
      )}
      <h3 ref={heading} tabIndex={-1}>
        Saved cards
      </h3>
      {!list ? (
        !cards.error && <Skeleton rows={2} label="Loading your cards" />
      ) : list.length === 0 ? (
        <p>You have no saved cards yet. Add one to pay faster at checkout.</p>
      ) : (
        <ul className={s.list}>
          {list.map((c) => (
            <li key={c.id} className={s.row}>
              <div>
                <span className={s.title}>{cardLabel(c)}</span>
                {c.isDefault && ' '}
                {c.isDefault && <span className={s.badge}>Default</span>}
                <div className={s.muted}>
                  Expires {expiry(c)}
                  {c.name ? ` · ${c.name}` : ''}
                </div>
              </div>
              <div>
                {!c.isDefault && (
                  <button
                    type="button"
                    className="tt-button tt-secondary"
                    disabled={busy}
                    onClick={() =>
                      void act(
                        () => api.patch(path(c), { isDefault: true }),
                        `${cardLabel(c)} is now your default card.`,
                        'We could not change your default card.',
                      )
                    }
                  >
                    Make default<span className="tt-visually-hidden">: {cardLabel(c)}</span>
                  </button>
                )}{' '}
                <button
                  type="button"
                  className="tt-button tt-secondary"
                  onClick={() => navigate('payment-methods-edit', { id: c.id })}
                >
                  Edit<span className="tt-visually-hidden">: {cardLabel(c)}</span>
                </button>{' '}
                <button type="button" className="tt-button tt-secondary" onClick={() => setDeleting(c)}>
                  Delete<span className="tt-visually-hidden">: {cardLabel(c)}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p>
        <button type="button" className="tt-button" onClick={() => navigate('payment-methods-new')}>
          Add a card
        </button>
      </p>
      <Dialog open={deleting !== null} title="Delete this card?" onClose={() => setDeleting(null)}>
        <p>{deleting && `${cardLabel(deleting)} will be removed from your account.`}</p>
        <p>
          <button
            type="button"
            className="tt-button"
            disabled={busy}
            onClick={async () => {
              const c = deleting!;
              setDeleting(null);
              if (
                await act(
                  () => api.delete(path(c)),
                  `${cardLabel(c)} was deleted.`,
                  'We could not delete the card.',
                )
              )
                setDeleted((n) => n + 1);
            }}
          >
            Yes, delete it
          </button>{' '}
          <button type="button" className="tt-button tt-secondary" onClick={() => setDeleting(null)}>
            Keep it
          </button>
        </p>
      </Dialog>
    </div>
  );
}
