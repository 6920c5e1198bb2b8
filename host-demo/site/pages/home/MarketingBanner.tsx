import { Link } from 'react-router';
import { useSiteData } from '../../shell/useSiteData';

interface Banner {
  id: string;
  title: string;
  body: string;
  cta: string;
  linkUrl: string;
}

/** GET v6/marketing_banner?context=home: one banner for the home page (none → nothing). */
export function MarketingBanner() {
  const { data } = useSiteData<{ marketingBanner: Banner | null }>('v6/marketing_banner', {
    context: 'home',
  });
  const b = data?.marketingBanner;
  if (!b) return null;
  const internal = b.linkUrl.startsWith('/');
  return (
    <aside className="banner" aria-label="Featured">
      <h2>{b.title}</h2>
      <p>{b.body}</p>
      {internal ? (
        <Link className="button secondary" to={b.linkUrl}>
          {b.cta}
        </Link>
      ) : (
        <a className="button secondary" href={b.linkUrl}>
          {b.cta}
        </a>
      )}
    </aside>
  );
}
