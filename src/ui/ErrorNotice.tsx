interface ErrorNoticeProps {
  /** What went wrong, in words the golfer understands (the API's message is fine). */
  message: string;
  /** Shown as "Try again" when given. */
  onRetry?: () => void;
}

/** A failed request, said plainly, with a way to try again. */
export function ErrorNotice({ message, onRetry }: ErrorNoticeProps) {
  return (
    <div role="alert" className="tt-panel tt-warning">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="tt-button" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
