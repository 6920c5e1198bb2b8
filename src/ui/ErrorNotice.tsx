import { useContext } from 'react';
import { requestProblem } from '../core/setupProblems';
import { SetupNotice } from './SetupNotice';
import { WidgetContext } from './WidgetContext';

interface ErrorNoticeProps {
  /** What went wrong, in words the golfer understands (the API's message is fine). */
  message: string;
  /** Shown as "Try again" when given. */
  onRetry?: () => void;
  /**
   * The failed request's error: when it comes from the page's set-up (the site not allowed, the
   * app key refused, an api-base that does not answer: core/setupProblems), that is said instead.
   */
  error?: unknown;
}

/** A failed request, said plainly, with a way to try again. */
export function ErrorNotice({ message, onRetry, error }: ErrorNoticeProps) {
  const widget = useContext(WidgetContext);
  const problem = error && widget ? requestProblem(widget.tag, error, widget.api) : null;
  if (problem) return <SetupNotice problem={problem} onRetry={onRetry} />;
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
