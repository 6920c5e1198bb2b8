import { useState } from 'react';
import { EmailSignup } from '../../../src/ui/EmailSignup';
import { useWidget } from '../../../src/ui/WidgetContext';

interface DealAlertProps {
  /** Where the deals are: a place's name, 'you' for the reader's position, or ''. */
  near: string;
  latitude: number;
  longitude: number;
}

/**
 * "E-mail me new deals near …": a deal-alert sign-up for the point the deals are shown around
 * (POST v6/deals/alerts with the bot check). Opens from a link under the deals; the e-mail it sends
 * carries the unsubscribe link (`/deals/unsubscribe/deal-alerts`).
 */
export function DealAlert({ near, latitude, longitude }: DealAlertProps) {
  const { api, brand } = useWidget();
  const [open, setOpen] = useState(false);
  const where = near && near !== 'you' ? `near ${near}` : 'near you';
  if (!open)
    return (
      <p>
        <button type="button" className="tt-link" aria-expanded="false" onClick={() => setOpen(true)}>
          E-mail me new deals {where}
        </button>
      </p>
    );
  return (
    <EmailSignup
      name="Deal alerts"
      focusFirst
      intro={<h3>New deals {where}, by e-mail</h3>}
      action="E-mail me deals"
      busyAction="Signing you up…"
      send={async (email, botCheck) => {
        const answer = await api.post('v6/deals/alerts', {
          email,
          latitude,
          longitude,
          gRecaptchaResponseData: botCheck,
        });
        return answer.alreadySubscribed === true;
      }}
      done={(email, already) =>
        already
          ? `${email} already gets ${brand.name} deals ${where}: nothing more to do.`
          : `Done: we will e-mail ${email} new deals ${where}. Each e-mail has a link to stop them.`
      }
    />
  );
}
