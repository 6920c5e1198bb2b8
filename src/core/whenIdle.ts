/**
 * Runs `fn` in the page's next idle moment (or after the current task where idle callbacks are
 * missing, as in Safari); answers a cancel.
 */
export function whenIdle(fn: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn);
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 0);
  return () => clearTimeout(id);
}
