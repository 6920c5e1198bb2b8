import { useState } from 'react';
import { useWidget } from './WidgetContext';

/**
 * Shown instead of the widget while the API answers 503. "Check again" asks the site
 * status; the API client clears the maintenance flag on the first successful GET.
 */
export function MaintenanceNotice() {
  const { api } = useWidget();
  const [checking, setChecking] = useState(false);
  const [stillDown, setStillDown] = useState(false);

  const check = async () => {
    setChecking(true);
    try {
      await api.get('v6/status/site');
      setStillDown(false);
    } catch {
      setStillDown(true);
    } finally {
      setChecking(false);
    }
  };

  return (
    <div className="tt-panel tt-warning" role="status">
      <h2>We're doing some maintenance</h2>
      <p>
        Tee times and bookings are unavailable for a few minutes. Nothing you entered is lost; please check
        again shortly.
      </p>
      <button type="button" className="tt-button" onClick={check} disabled={checking}>
        {checking ? 'Checking…' : 'Check again'}
      </button>
      {stillDown && <p aria-live="polite">Still under maintenance. Please try again later.</p>}
    </div>
  );
}
