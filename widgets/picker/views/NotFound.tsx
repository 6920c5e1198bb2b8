/** A 404 (spec 01 §8: the availability error is the not-found page): a retry cannot help. */
export const isNotFound = (error: unknown) =>
  (error as { status?: number } | null | undefined)?.status === 404;

/** An unknown course id (404): said plainly, nothing else to do here. */
export function NotFound() {
  return (
    <section className="tt-panel" role="alert" data-testid="not-found">
      <h2>Course not found</h2>
      <p>We couldn't find this course. It may have been removed, or the link is wrong.</p>
    </section>
  );
}
