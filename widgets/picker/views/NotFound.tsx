/** A 404 (spec 01 §8: the availability error is the not-found page): a retry cannot help. */
export const isNotFound = (error: unknown) =>
  (error as { status?: number } | null | undefined)?.status === 404;

/** An unknown course id (404): said plainly, nothing else to do here. Inside a step (below its h3), `inStep`. */
export function NotFound({ inStep = false }: { inStep?: boolean }) {
  const Heading = inStep ? 'h4' : 'h2';
  return (
    <section className="tt-panel" role="alert" data-testid="not-found">
      <Heading>Course not found</Heading>
      <p>We couldn't find this course. It may have been removed, or the link is wrong.</p>
    </section>
  );
}
