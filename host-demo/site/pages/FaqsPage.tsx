import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Spinner } from '../shell/Spinner';
import { useSiteData } from '../shell/useSiteData';

interface Faq {
  id: string;
  category: string;
  anchor: string;
  question: string;
  answer: string;
}

const CATEGORY_NAMES: Record<string, string> = {
  booking: 'Booking',
  'refund-cancellations': 'Refunds and cancellations',
  payments: 'Payments',
  account: 'Your account',
  membership: 'Membership',
  invitations: 'Invitations',
};

/** /faqs: the FAQ list (GET v4/faqs) by category; /faqs#refund-cancellations opens at that category. */
export function FaqsPage() {
  const { data, error } = useSiteData('v4/faqs');
  const { hash } = useLocation();
  useEffect(() => {
    if (!data || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [data, hash]);
  const groups = new Map<string, Faq[]>();
  for (const f of data?.faqs ?? []) groups.set(f.category, [...(groups.get(f.category) ?? []), f]);
  return (
    <article className="panel prose" aria-labelledby="faqs-title">
      <h1 id="faqs-title">Frequently asked questions</h1>
      {error && <p role="alert">The questions could not be loaded: {error}</p>}
      {!data && !error && <Spinner label="Loading the questions" />}
      {[...groups].map(([category, faqs]) => (
        <section key={category} id={category} aria-labelledby={`faq-${category}`}>
          <h2 id={`faq-${category}`}>{CATEGORY_NAMES[category] ?? category}</h2>
          {faqs.map((f) => (
            <details key={f.id} id={f.anchor !== category ? f.anchor : undefined} className="faq">
              <summary>{f.question}</summary>
              <p>{f.answer}</p>
            </details>
          ))}
        </section>
      ))}
      <p>
        Still stuck? <Link to="/support">Contact support</Link>.
      </p>
    </article>
  );
}
