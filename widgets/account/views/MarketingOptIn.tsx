import { useId, useState } from 'react';
import type { ApiClient } from '../../../src/core/apiClient';
import { isFeatureOn } from '../../../src/core/features';
import { getSession } from '../../../src/core/session';
import { EMAIL_LISTS, offeredLists } from '../../../src/domain/account/mailingLists';
import { useWidget } from '../../../src/ui/WidgetContext';

export interface OptIn {
  /** Shown: the brand sends marketing (`marketingCommunication`). */
  offered: boolean;
  on: boolean;
  set(on: boolean): void;
  /** After sign-up: a golfer who left it unticked is opted out of the brand's marketing e-mails. */
  apply(api: ApiClient): Promise<void>;
}

/**
 * Sign-up's marketing opt-in (docs/brands.md): offered with `marketingCommunication`, ticked at
 * first with `marketingOptInDefault`. New accounts get every mailing; unticked, the brand's
 * e-mail lists (only the ones it treats normally, spec 02 §6) are suspended right after sign-up.
 */
export function useMarketingOptIn(): OptIn {
  const { brand } = useWidget();
  const offered = isFeatureOn(brand, 'marketingCommunication');
  const [on, set] = useState(isFeatureOn(brand, 'marketingOptInDefault'));
  return {
    offered,
    on,
    set,
    async apply(api) {
      const user = getSession().get().user;
      if (!offered || on || !user) return;
      const lists = offeredLists(EMAIL_LISTS, brand.mailingOptions);
      await api.patch(`v6/users/${encodeURIComponent(String(user.id))}/unsubscribe`, {
        email: user.email,
        preferences: Object.fromEntries(lists.map((l) => [l, { suspended: true }])),
      });
    },
  };
}

export function MarketingOptIn({ optIn }: { optIn: OptIn }) {
  const id = useId();
  if (!optIn.offered) return null;
  return (
    <div className="tt-field">
      <input
        id={id}
        type="checkbox"
        checked={optIn.on}
        onChange={(e) => optIn.set(e.currentTarget.checked)}
      />{' '}
      <label htmlFor={id} style={{ display: 'inline', fontWeight: 400 }}>
        Send me golf offers and tee-time deals by e-mail
      </label>
    </div>
  );
}
