import { Link } from 'react-router';
import { BrandSwitcher } from '../shell/BrandSwitcher';

/** The partner pages run on the next port (npm start): the cross-origin embedding demo. */
const partnerOrigin = () => `${location.protocol}//${location.hostname}:${Number(location.port || 80) + 1}/`;

/**
 * /developers: the developer area, outside the golfers' navigation (a footer link): the demo
 * pages of host-demo/pages (served under /developers/…), the API console, the partner site, the
 * developer docs and the brand editions to preview the marketplace in.
 */
export function DevelopersPage() {
  return (
    <>
      <h1 className="page-title">For developers</h1>
      <section className="panel prose" aria-labelledby="dev-demos">
        <h2 id="dev-demos">Try the widgets</h2>
        <p>
          This marketplace runs on a sandbox: its data is made up and no card is charged (test cards are in{' '}
          <Link to="/docs/testing">Test cards and demo accounts</Link>).
        </p>
        <ul>
          <li>
            <a href="/developers/demo/">All the widgets on one plain page</a> (the loader)
          </li>
          <li>
            <a href="/golf-news.html">A golf-news article</a> with the deals widget, as a media site embeds it
          </li>
          <li>
            <a href={partnerOrigin()}>A partner course site</a> on another origin
          </li>
          <li>
            <a href="/developers/sandbox.html">The API console</a>
          </li>
          <li>
            <Link to="/docs">Developer docs</Link>: embedding, attributes and events, theming, the API
          </li>
        </ul>
      </section>
      <section aria-labelledby="dev-brands">
        <h2 id="dev-brands">Brand editions</h2>
        <p>Each brand has its own colours and feature switches; the choice is kept on this browser.</p>
        <BrandSwitcher />
      </section>
    </>
  );
}
