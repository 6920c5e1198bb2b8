import { useState } from 'react';
import { TextField } from '../../../src/ui/TextField';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';

/** Invite co-players by e-mail or from recent contacts (POST v6/invitations). */
export function Share({ reservationId }: { reservationId: string }) {
  const { api } = useWidget();
  const contacts = useRequest((signal) => api.get('v6/contacts', { signal }).then((a) => a.contacts), [api]);
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const [error, setError] = useState('');
  const [sent, setSent] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async () => {
    const emails = [...new Set([...text.split(/[\s,;]+/).filter(Boolean), ...picked])];
    if (emails.length === 0) return setError('Enter at least one e-mail address or pick a contact.');
    setBusy(true);
    setError('');
    setSent('');
    try {
      await api.post('v6/invitations', { reservationId, emails });
      setSent(`Invitation sent to ${emails.join(', ')}.`);
      setText('');
      setPicked([]);
      contacts.reload();
    } catch (e) {
      const v = (e as { validationErrors?: Record<string, string[]> }).validationErrors;
      setError(v ? Object.values(v).flat().join(' ') : e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="tt-panel"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <h3>Invite your group</h3>
      <TextField
        label="Co-players' e-mails (comma-separated)"
        name="emails"
        value={text}
        onValue={setText}
        error={error || undefined}
      />
      {contacts.data && contacts.data.length > 0 && (
        <fieldset>
          <legend>Recent contacts</legend>
          {contacts.data.map((c) => (
            <label key={c.id} className="tt-choice">
              <input
                type="checkbox"
                checked={picked.includes(c.email)}
                onClick={() =>
                  setPicked((p) => (p.includes(c.email) ? p.filter((x) => x !== c.email) : [...p, c.email]))
                }
              />{' '}
              {[c.firstName, c.lastName].filter(Boolean).join(' ') || c.email} ({c.email})
            </label>
          ))}
        </fieldset>
      )}
      <button type="submit" className="tt-button" disabled={busy}>
        Send invitations
      </button>
      <p role="status">{sent}</p>
    </form>
  );
}
