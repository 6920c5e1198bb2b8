import { Link } from 'react-router';
import { NewsletterSignup } from './NewsletterSignup';

const GROUPS: { title: string; links: [string, string][] }[] = [
  {
    title: 'Golf',
    links: [
      ['/deals', 'Tee-time deals'],
      ['/golf-time-promotions', 'Promotions'],
      ['/average-tee-time-rates-across-united-states', 'Average tee-time rates'],
      ['/winter-golf-getaways', 'Winter golf getaways'],
      ['/eventual-weather', 'Weather protection'],
    ],
  },
  {
    title: 'Company',
    links: [
      ['/about', 'About us'],
      ['/participating-partners', 'Participating partners'],
      ['/free-marketplace', 'List your course for free'],
      ['/golf-course-resources', 'Course resources'],
      ['/vip-perks', 'VIP perks'],
    ],
  },
  {
    title: 'Help',
    links: [
      ['/faqs', 'FAQs'],
      ['/faqs#refund-cancellations', 'Refunds and cancellations'],
      ['/support', 'Contact support'],
    ],
  },
  {
    title: 'Legal',
    links: [
      ['/terms-and-conditions', 'Terms and conditions'],
      ['/privacy-policy', 'Privacy policy'],
      ['/policy-and-terms', 'Policies'],
      ['/disclaimers', 'Disclaimers'],
    ],
  },
];

/** The footer: static, legal and help pages, and a small link to the developer area. */
export function Footer() {
  return (
    <footer className="site-footer">
      <NewsletterSignup />
      <div className="footer-groups">
        {GROUPS.map((g) => (
          <nav key={g.title} aria-label={g.title}>
            <h2>{g.title}</h2>
            <ul>
              {g.links.map(([to, label]) => (
                <li key={to}>
                  <Link to={to}>{label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="muted footer-note">
        A demo marketplace: no real bookings or payments. <Link to="/developers">For developers</Link>
      </p>
    </footer>
  );
}
