import { requestProblem } from '../core/setupProblems';
import { ErrorNotice } from './ErrorNotice';
import { SetupNotice } from './SetupNotice';
import { useWidget } from './WidgetContext';

interface RequestErrorNoticeProps {
  /** The failed request's error. */
  error: unknown;
  /** What went wrong otherwise, in words the golfer understands. */
  message: string;
  onRetry?: () => void;
}

/**
 * A failed request's notice: when the failure comes from the page's set-up (the site not allowed,
 * the app key refused, an api-base that does not answer or is not the API: core/setupProblems),
 * that is said, with one console warning; otherwise `message`, with "Try again".
 */
export function RequestErrorNotice({ error, message, onRetry }: RequestErrorNoticeProps) {
  const { tag, api } = useWidget();
  const problem = requestProblem(tag, error, api);
  return problem ? (
    <SetupNotice problem={problem} onRetry={onRetry} />
  ) : (
    <ErrorNotice message={message} onRetry={onRetry} />
  );
}
