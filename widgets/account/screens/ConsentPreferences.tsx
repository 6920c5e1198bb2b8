import { useId, useState } from 'react';
import { profileFromAnswer, type ConsumerPrivacyAgreement } from '../../../src/core/profile';
import { getSession } from '../../../src/core/session';
import {
  SERVICE_EMAILS_NOTE,
  consentChanges,
  consentRows,
  offeredLists,
  type MailingList,
} from '../../../src/domain/account/mailingLists';
import { ErrorNotice } from '../../../src/ui/ErrorNotice';
import { Skeleton } from '../../../src/ui/Skeleton';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import { useAccountStyles } from '../styles';
import type { ScreenProps } from '../types';
import { useAccountForm } from '../useAccountForm';
import { FormStatus } from '../views/FormStatus';

type Agreements = Record<string, ConsumerPrivacyAgreement>;

interface ConsentPreferencesProps extends ScreenProps {
  lists: readonly MailingList[];
  /** What the lists are, e.g. "Marketing e-mails". */
  legend: string;
  /** The other preferences screen: [view, link text]. */
  other: [string, string];
}

/**
 * The golfer's marketing consents, one switch per list the brand offers (spec 02 §6: a partner
 * edition may treat only some normally), as the profile has them. A consent the
 * marketplace suspended shows its reason and stays off; the changed ones are saved with
 * PATCH v6/users/{id}/unsubscribe.
 */
export function ConsentPreferences({ lists, legend, other, navigate }: ConsentPreferencesProps) {
  const { api, brand } = useWidget();
  const s = useAccountStyles();
  const id = useId();
  const profile = useRequest((signal) => api.get('v6/users', { signal }).then(profileFromAnswer), [api]);
  const [saved, setSaved] = useState<Agreements | null>(null);
  const [chosen, setChosen] = useState<Record<string, boolean>>({});
  const form = useAccountForm();
  const user = profile.data;
  if (profile.error) return <ErrorNotice message={profile.error.message} onRetry={profile.reload} />;
  if (!user) return <Skeleton rows={2} label="Loading your preferences" />;
  const rows = consentRows(
    saved ?? user.consumerPrivacyAgreements,
    offeredLists(lists, brand.mailingOptions),
  );
  return (
    <form
      noValidate
      onSubmit={form.submit(async () => {
        const preferences = consentChanges(rows, chosen);
        if (Object.keys(preferences).length === 0) return 'Nothing to save: your choices are as they were.';
        const answer = await api.patch(`v6/users/${encodeURIComponent(String(user.id))}/unsubscribe`, {
          email: user.email,
          preferences,
        });
        setSaved(answer.consumerPrivacyAgreements);
        setChosen({});
        getSession().setProfile({ ...user, consumerPrivacyAgreements: answer.consumerPrivacyAgreements });
        return 'Your choices are saved.';
      })}
    >
      <fieldset className="tt-field">
        <legend>{legend}</legend>
        {rows.map((row) => (
          <div key={row.list}>
            <input
              id={`${id}-${row.list}`}
              type="checkbox"
              checked={chosen[row.list] ?? row.on}
              disabled={row.locked}
              aria-describedby={row.locked ? `${id}-${row.list}-why` : undefined}
              onChange={(e) => {
                // Read now: React clears an event's currentTarget once its handlers have run.
                const on = e.currentTarget.checked;
                setChosen((c) => ({ ...c, [row.list]: on }));
              }}
            />{' '}
            <label htmlFor={`${id}-${row.list}`} style={{ display: 'inline', fontWeight: 400 }}>
              {row.label}
            </label>
            {row.locked && (
              <p id={`${id}-${row.list}-why`} className="tt-field-error">
                Paused by us: {row.reason} Contact support to turn it back on.
              </p>
            )}
          </div>
        ))}
      </fieldset>
      <p>{SERVICE_EMAILS_NOTE}</p>
      <FormStatus form={form} />
      <div className={s.actions}>
        <button type="submit" className="tt-button" disabled={form.busy}>
          {form.busy ? 'Saving…' : 'Save my choices'}
        </button>
        <button type="button" className="tt-link" onClick={() => navigate(other[0])}>
          {other[1]}
        </button>
      </div>
    </form>
  );
}
