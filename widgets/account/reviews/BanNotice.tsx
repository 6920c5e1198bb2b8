import { REVIEW_BAN_MESSAGE, REVIEW_BAN_TITLE } from '../../../src/domain/account/reviewModeration';

/** The 'Error' alert a banned golfer gets instead of the new-review page (spec 02 §5, §8). */
export function BanNotice({ onBack }: { onBack: () => void }) {
  return (
    <div role="alert" className="tt-panel tt-warning">
      <h3>{REVIEW_BAN_TITLE}</h3>
      <p>{REVIEW_BAN_MESSAGE}</p>
      <button type="button" className="tt-button" onClick={onBack}>
        Back to the reviews
      </button>
    </div>
  );
}
