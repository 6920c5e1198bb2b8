import { EmailSignup } from '../../../src/ui/EmailSignup';
import { useSite } from './siteContext';

/**
 * The footer's newsletter sign-up (POST v4/mailing_lists/subscribe.json, list `newsletter`, with
 * the bot check). Its welcome e-mail carries the unsubscribe link (`/unsubscribe/newsletter`).
 */
export function NewsletterSignup() {
  const { api, brand } = useSite();
  return (
    <EmailSignup
      name="Newsletter sign-up"
      className="newsletter-signup"
      intro={
        <>
          <h2>Tee-time deals in your inbox</h2>
          <p>The {brand.name} newsletter: deals, new courses and tips. Unsubscribe at any time.</p>
        </>
      }
      action="Subscribe"
      busyAction="Subscribing…"
      send={async (email, botCheck) => {
        const answer = await api.post('v4/mailing_lists/subscribe.json', {
          email,
          code: 'newsletter',
          source: 'footer',
          gRecaptchaResponseData: botCheck,
        });
        return answer.alreadySubscribed === true;
      }}
      done={(email, already) =>
        already
          ? `${email} is already subscribed to our newsletter: nothing more to do.`
          : `Thanks! ${email} is subscribed. Each newsletter has a link to unsubscribe.`
      }
    />
  );
}
