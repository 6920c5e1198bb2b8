import { useState } from 'react';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import { usePartStyles } from '../screens/partStyles';
import type { ScreenProps } from '../types';
import type { Promotion } from './membershipTypes';
import { Loaded, useAction } from './parts';

/** Partner promotions with claim codes: claim (assign) once, then visit the partner (track). */
export function PartnerOffers({ navigate }: ScreenProps) {
  const { api } = useWidget();
  const act = useAction();
  const [shown, setShown] = useState<Promotion[] | null>(null);
  const list = useRequest(
    (signal) => api.get('v6/vendor_promotions/user', { signal }).then((a) => a.promotions),
    [api],
  );
  const promos = shown ?? list.data;
  const put = (p: Promotion) => setShown((promos ?? []).map((x) => (x.id === p.id ? p : x)));
  const path = (p: Promotion, what: 'assign' | 'track') =>
    `v6/vendor_promotions/${encodeURIComponent(p.id)}/${what}` as const;
  const claim = (p: Promotion) =>
    act.run(
      async () => put((await api.post(path(p, 'assign'))).promotion),
      `Your code for ${p.title} is ready.`,
    );
  // The link opens the partner at once; the visit is counted (track) beside it.
  const visit = (p: Promotion) =>
    void api.post(path(p, 'track')).then(
      (a) => put(a.promotion),
      () => undefined,
    );
  return (
    <div className={usePartStyles()}>
      {act.said}
      <Loaded req={{ ...list, data: promos }} what="the partner offers">
        {(ps) => (
          <ul className="tt-items">
            {ps.map((p) => (
              <li key={p.id}>
                <p>
                  <strong>{p.title}</strong> <span className="tt-muted">{p.vendor.name}</span>
                </p>
                <p>{p.description}</p>
                {p.claimCode ? (
                  <p>
                    Your code: <strong>{p.claimCode}</strong>{' '}
                    <a
                      className="tt-button tt-secondary"
                      href={p.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      onClick={() => visit(p)}
                    >
                      Visit {p.vendor.name} (new tab)
                    </a>
                  </p>
                ) : (
                  <button type="button" className="tt-button" disabled={act.busy} onClick={() => claim(p)}>
                    Claim code
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </Loaded>
      <button
        type="button"
        className="tt-link"
        onClick={() => navigate('network-offers', { offerStatus: 'available' })}
      >
        Member offers
      </button>
    </div>
  );
}
