import { useState } from 'react';
import { useSite } from './siteContext';

/** The under-maintenance screen (a 503 from the API); a successful retry clears the flag. */
export function MaintenanceScreen() {
  const { api, brand } = useSite();
  const [checking, setChecking] = useState(false);
  const retry = () => {
    setChecking(true);
    void api
      .get('v6/status/site')
      .catch(() => undefined)
      .finally(() => setChecking(false));
  };
  return (
    <section className="panel center" aria-labelledby="maintenance-title">
      <h1 id="maintenance-title">We'll be right back</h1>
      <p>
        {brand.name} is under maintenance for a few minutes. Your bookings are safe; please try again shortly.
      </p>
      <button type="button" className="button" onClick={retry} disabled={checking}>
        {checking ? 'Checking…' : 'Try again'}
      </button>
    </section>
  );
}
