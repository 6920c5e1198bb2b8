import { useEffect, useRef, useState } from 'react';
import { guardFeature } from '../../../src/core/features';
import { mayAddAlerts } from '../../../src/domain/account/membership';
import { describeAlert, type PriceAlert } from '../../../src/domain/account/priceAlertForm';
import { formatPrice } from '../../../src/domain/format';
import { Dialog } from '../../../src/ui/Dialog';
import { ErrorNotice } from '../../../src/ui/ErrorNotice';
import { Skeleton } from '../../../src/ui/Skeleton';
import { useRequest } from '../../../src/ui/useRequest';
import { useSession } from '../../../src/ui/useSession';
import { useWidget } from '../../../src/ui/WidgetContext';
import { useAccountStyles } from '../styles';
import type { ScreenProps } from '../types';
import { AlertForm } from './AlertForm';
import { ConfirmDialog } from './ConfirmDialog';
import { usePartStyles } from './partStyles';

const placeOf = (a: PriceAlert) =>
  a.course?.name ?? a.city?.label ?? a.city?.name ?? 'A place no longer listed';

/**
 * Price alerts (spec 02 §4): list, add (members and golfers who keep alerts; others get the
 * membership offer), edit, delete.
 * `courseId` (a course page's link) opens a new alert on that course.
 */
export function PriceAlerts({ params, leave, locale, navigate }: ScreenProps) {
  const { api, brand } = useWidget();
  const p = usePartStyles();
  const s = useAccountStyles();
  const user = useSession().user;
  const member = !!(user?.hasNetworkMembership || user?.membership);
  const [editing, setEditing] = useState<PriceAlert | 'new' | null>(params.courseId && member ? 'new' : null);
  const [upsell, setUpsell] = useState<{ message: string; offerUrl: string } | null>(null);
  const [deleting, setDeleting] = useState<PriceAlert | null>(null);
  const [said, setSaid] = useState({ text: '', n: 0 });
  const saidRef = useRef<HTMLParagraphElement>(null);
  const alerts = useRequest((signal) => api.get('v6/alerts', { signal }), [api]);
  const targets = useRequest(
    async (signal) => {
      const id = params.courseId;
      const [here, { favoriteCourses }, { favoriteCities }] = await Promise.all([
        id
          ? api.get(`v6/courses/${encodeURIComponent(id)}`, { signal }).then(
              (a) => a.course.name,
              () => 'The course you came from',
            )
          : '',
        api.get('v6/favorite_courses', { signal }),
        api.get('v6/favorite_cities', { signal }),
      ]);
      const all = [
        ...(id ? [[`course:${id}`, here] as const] : []),
        ...favoriteCourses.map((f) => [`course:${f.courseId}`, f.course.name] as const),
        ...favoriteCities.map(
          (f) => [`city:${f.cityId}`, `${f.city.label ?? f.city.name} (any course)`] as const,
        ),
      ];
      return all.filter(([v], i) => all.findIndex(([w]) => w === v) === i);
    },
    [api, params.courseId],
    editing === 'new',
  );
  useEffect(() => guardFeature(brand, 'priceAlerts', () => navigate('account-summary')), [brand, navigate]);
  useEffect(() => {
    if (said.n) saidRef.current?.focus();
  }, [said]);

  const done = (text: string) => {
    setEditing(null);
    setSaid((x) => ({ text, n: x.n + 1 }));
    alerts.reload();
  };
  // A member, or a golfer who already keeps alerts, goes straight to a new alert (mayAddAlerts).
  const may = mayAddAlerts(member, alerts.data?.alerts.length ?? 0);
  const opened = useRef(false);
  useEffect(() => {
    // A course page's link opens a new alert on that course once the alerts say it may.
    if (params.courseId && may && !opened.current) setEditing('new');
    if (alerts.data) opened.current = true;
  }, [params.courseId, may, alerts.data]);
  const add = () =>
    may
      ? setEditing('new')
      : setUpsell({ message: 'Price alerts are a membership benefit.', offerUrl: '/membership' });

  let body;
  if (!alerts.data)
    body = alerts.error ? (
      <ErrorNotice message={alerts.error.message} onRetry={alerts.reload} />
    ) : (
      <Skeleton rows={2} label="Loading your price alerts" />
    );
  else if (editing === 'new' && !targets.data)
    body = targets.error ? (
      <ErrorNotice message={targets.error.message} onRetry={targets.reload} />
    ) : (
      <Skeleton rows={2} label="Loading your courses" />
    );
  else if (editing === 'new' && targets.data?.length === 0)
    body = (
      <p>
        Save a favorite course or city first, then set an alert on it.{' '}
        <button type="button" className="tt-link" onClick={() => navigate('favorites')}>
          Go to your favorites
        </button>
      </p>
    );
  else if (editing)
    body = (
      <AlertForm
        alert={editing === 'new' ? null : editing}
        targets={targets.data ?? []}
        placeName={editing === 'new' ? '' : placeOf(editing)}
        frequencyLimit={alerts.data.frequencyLimit ?? 2}
        onSaved={done}
        onCancel={() => setEditing(null)}
        onUpsell={(message, offerUrl) => setUpsell({ message, offerUrl })}
      />
    );
  else
    body = (
      <>
        {alerts.data.alerts.length === 0 ? (
          <p>You have no price alerts yet. Set one and we e-mail you when tee times drop to your price.</p>
        ) : (
          <ul className="tt-items">
            {alerts.data.alerts.map((a) => (
              <li key={a.id}>
                <div>
                  <p>
                    <strong>{placeOf(a)}</strong>
                    {a.isActive === false && ' (e-mails paused)'}
                  </p>
                  <p className="tt-muted">{describeAlert(a, (n) => formatPrice(n, locale))}</p>
                </div>
                <div className={s.actions}>
                  <button
                    type="button"
                    className="tt-button tt-secondary"
                    aria-label={`Edit the alert on ${placeOf(a)}`}
                    onClick={() => setEditing(a)}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="tt-button tt-secondary"
                    aria-label={`Delete the alert on ${placeOf(a)}`}
                    onClick={() => setDeleting(a)}
                  >
                    Delete
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <button type="button" className="tt-button" onClick={add}>
          Add a price alert
        </button>
      </>
    );

  return (
    <div className={p}>
      {said.text && !editing && (
        <p ref={saidRef} tabIndex={-1} className={s.notice} role="status">
          {said.text}
        </p>
      )}
      {body}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this price alert?"
        yes="Delete alert"
        onClose={() => setDeleting(null)}
        onYes={async () => {
          await api.delete(`v6/alerts/${encodeURIComponent(deleting!.id)}`);
          setDeleting(null);
          done('The price alert was deleted.');
        }}
      >
        <p>You will no longer get e-mails about tee times at {deleting && placeOf(deleting)}.</p>
      </ConfirmDialog>
      <Dialog open={upsell !== null} title="Join to set price alerts" onClose={() => setUpsell(null)}>
        <p>{upsell?.message}</p>
        <p>Members get an e-mail as soon as tee times drop to their price, and pay member rates.</p>
        <div className={s.actions}>
          <button type="button" className="tt-button" onClick={() => leave(upsell!.offerUrl)}>
            See the membership
          </button>
          <button type="button" className="tt-button tt-secondary" onClick={() => setUpsell(null)}>
            Not now
          </button>
        </div>
      </Dialog>
    </div>
  );
}
