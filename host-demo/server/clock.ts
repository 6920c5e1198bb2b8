/**
 * The sandbox's one clock. `TEETIME_NOW` (an ISO instant with its offset, e.g.
 * `2026-11-22T23:30:00Z`) pins it for `npm start` and the in-process sandbox of the browser
 * tests; without it the clock is the machine's.
 */
export function clockFromEnv(env: NodeJS.ProcessEnv = process.env): () => Date {
  const pinned = parseInstant(env.TEETIME_NOW);
  return pinned ? () => new Date(pinned) : () => new Date();
}

/** An ISO 8601 instant with a zone (`Z` or `±hh:mm`), else undefined; other text throws a plain error. */
export function parseInstant(text: string | undefined): Date | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const ok = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text.trim());
  const at = new Date(text.trim());
  if (!ok || Number.isNaN(at.getTime())) {
    throw new Error(
      `TEETIME_NOW must be an ISO instant with its zone, such as 2026-11-22T23:30:00Z (got "${text}")`,
    );
  }
  return at;
}
