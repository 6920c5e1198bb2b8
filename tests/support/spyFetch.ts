/** Records the API calls the page makes (URL and abort signal), until `restore()`. */
export function spyFetch() {
  const calls: { url: string; signal?: AbortSignal | null; body?: string }[] = [];
  const original = window.fetch;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input instanceof Request ? input.url : input),
      signal: init?.signal,
      ...(typeof init?.body === 'string' ? { body: init.body } : {}),
    });
    return original(input, init);
  };
  return {
    calls,
    restore: () => (window.fetch = original),
    of: (part: string) => calls.filter((c) => c.url.includes(part)),
  };
}
