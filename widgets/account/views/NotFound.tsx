import type { Navigate } from '../types';

/** An unknown screen (or one this brand does not offer): say so and offer the account's start. */
export function NotFound({ navigate }: { navigate: Navigate }) {
  return (
    <div className="tt-panel">
      <h2>This page does not exist</h2>
      <p>The link may be old or mistyped.</p>
      <button type="button" className="tt-button" onClick={() => navigate('account-summary')}>
        Go to my account
      </button>
    </div>
  );
}
