import { useEffect } from 'react';
import { requestProblem, warnOnce, type SetupProblem } from '../../../src/core/setupProblems';
import { ErrorNotice } from '../../../src/ui/ErrorNotice';
import { SetupNotice } from '../../../src/ui/SetupNotice';
import type { RequestState } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';

/**
 * An unknown course id (404): said plainly, nothing else to do here. Inside a step (below its h3),
 * `inStep`. `unknownCourse`: the page's own course-id is the one not found (one console warning).
 */
export function NotFound({
  inStep = false,
  unknownCourse,
}: {
  inStep?: boolean;
  unknownCourse?: SetupProblem;
}) {
  useEffect(() => {
    if (unknownCourse) warnOnce(unknownCourse);
  }, [unknownCourse]);
  const Heading = inStep ? 'h4' : 'h2';
  return (
    <section className="tt-panel" role="alert" data-testid="not-found">
      <Heading>Course not found</Heading>
      <p>We couldn't find this course: the link may be wrong.</p>
    </section>
  );
}

interface LoadErrorProps {
  request: RequestState<unknown>;
  /** What did not load, as the golfer reads it: "the tee times". */
  what: string;
  inStep?: boolean;
  /** False when trying again cannot help (no "Try again"). */
  retry?: boolean;
  /** A 404 means the page's course-id names no course (the developer is told in the console). */
  unknownCourse?: SetupProblem;
}

/**
 * A request that failed: a mistake in the page's set-up (the site not allowed, its app key
 * refused, an api-base that does not answer or is not the API: core/setupProblems) says so; a 404
 * is the not-found notice (spec 01 §8: the availability error is the not-found page; a retry
 * cannot help); anything else says what did not load and what to do, with "Try again" (never the
 * server's own words).
 */
export function LoadError({ request, what, inStep, retry = true, unknownCourse }: LoadErrorProps) {
  const { tag, api } = useWidget();
  if (request.status !== 'error') return null;
  const problem = requestProblem(tag, request.error, api);
  if (problem) return <SetupNotice problem={problem} onRetry={retry ? request.reload : undefined} />;
  return (request.error as { status?: number } | undefined)?.status === 404 ? (
    <NotFound inStep={inStep} unknownCourse={unknownCourse} />
  ) : (
    <ErrorNotice
      message={`We could not load ${what}. Check your connection, then try again.`}
      onRetry={retry ? request.reload : undefined}
    />
  );
}
