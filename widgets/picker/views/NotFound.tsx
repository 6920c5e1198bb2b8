import { ErrorNotice } from '../../../src/ui/ErrorNotice';
import type { RequestState } from '../../../src/ui/useRequest';

/** An unknown course id (404): said plainly, nothing else to do here. Inside a step (below its h3), `inStep`. */
export function NotFound({ inStep = false }: { inStep?: boolean }) {
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
}

/**
 * A request that failed: a 404 is the not-found notice (spec 01 §8: the availability error is
 * the not-found page; a retry cannot help); anything else says what did not load and
 * what to do, with "Try again" (never the server's own words).
 */
export function LoadError({ request, what, inStep, retry = true }: LoadErrorProps) {
  if (request.status !== 'error') return null;
  return (request.error as { status?: number } | undefined)?.status === 404 ? (
    <NotFound inStep={inStep} />
  ) : (
    <ErrorNotice
      message={`We could not load ${what}. Check your connection, then try again.`}
      onRetry={retry ? request.reload : undefined}
    />
  );
}
