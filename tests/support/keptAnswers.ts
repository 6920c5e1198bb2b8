/**
 * A fetch over `realFetch` that keeps every answer by URL; while `instant` is on, a URL asked for
 * before answers at once with what was kept (a fast connection), so a test can see what a widget
 * renders when its answers are already in.
 */
export function keptAnswers(realFetch: typeof fetch) {
  const kept = new Map<string, { status: number; body: string }>();
  const answers = {
    instant: false,
    async fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
      const url = String(input instanceof Request ? input.url : input);
      const known = kept.get(url);
      if (answers.instant && known)
        return new Response(known.body, {
          status: known.status,
          headers: { 'content-type': 'application/json' },
        });
      const res = await realFetch(input, init);
      kept.set(url, { status: res.status, body: await res.clone().text() });
      return res;
    },
  };
  return answers;
}
