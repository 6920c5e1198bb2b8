import { isFeatureOn } from '../../../../src/core/features';
import { useSite } from '../../shell/siteContext';
import { useSiteData } from '../../shell/useSiteData';

interface Contest {
  id: string;
  title: string;
  description: string;
  prize: string;
  endsAt: string;
}

const day = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));

/** GET v6/contests: the running contest (with the featuredContests feature). */
export function ContestCard() {
  const { brand } = useSite();
  const on = isFeatureOn(brand, 'featuredContests');
  const { data } = useSiteData<{ contests: Contest[] }>(on ? 'v6/contests' : null);
  const c = data?.contests[0];
  if (!c) return null;
  return (
    <section className="card" aria-labelledby={`contest-${c.id}`}>
      <h2 id={`contest-${c.id}`}>{c.title}</h2>
      <p>{c.description}</p>
      <p>
        <strong>Prize:</strong> {c.prize}
      </p>
      <p className="muted">Enter by {day(c.endsAt)}.</p>
    </section>
  );
}
