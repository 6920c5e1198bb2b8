import { useSite } from './siteContext';

/** The global alert area: messages of the whole site (sign-in, sign-out, a ticket sent…), dismissible. */
export function AlertArea() {
  const { alerts, dismiss } = useSite();
  return (
    <div className="alerts" role="region" aria-label="Notifications" aria-live="polite">
      {alerts.map((a) => (
        <div key={a.id} className={`alert ${a.tone}`}>
          <span>{a.text}</span>
          <button
            type="button"
            className="link"
            onClick={() => dismiss(a.id)}
            aria-label={`Dismiss: ${a.text}`}
          >
            Dismiss
          </button>
        </div>
      ))}
    </div>
  );
}
