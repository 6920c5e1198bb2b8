import { useEffect } from 'react';
import { warnOnce, type SetupProblem } from '../core/setupProblems';

interface SetupNoticeProps {
  problem: SetupProblem;
  /** "Try again", when trying again can help (`problem.retry`). */
  onRetry?: () => void;
  /** A notice above a widget that still works (an unknown brand): a status, not an alert. */
  quiet?: boolean;
}

/**
 * A mistake in the page's set-up of a widget (core/setupProblems), said plainly where the widget
 * would be, and once in the console for the developer, naming the attribute and the fix.
 */
export function SetupNotice({ problem, onRetry, quiet = false }: SetupNoticeProps) {
  useEffect(() => warnOnce(problem), [problem]);
  return (
    <div role={quiet ? 'status' : 'alert'} className="tt-panel tt-warning" data-testid="setup-problem">
      <p>{problem.shown}</p>
      {problem.retry && onRetry && (
        <button type="button" className="tt-button" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
