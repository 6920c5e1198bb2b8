/** An unknown course id (404): said plainly, nothing else to do here. */
export function NotFound() {
  return (
    <section className="tt-panel" role="alert">
      <h2>Course not found</h2>
      <p>We couldn't find this course. It may have been removed, or the link is wrong.</p>
    </section>
  );
}
