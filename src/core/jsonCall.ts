/** An answer that is not 2xx: its status and its body (JSON when it is JSON, else text). */
export interface RawAnswer {
  status: number;
  data: unknown;
}

export function isRawAnswer(e: unknown): e is RawAnswer {
  return (
    e !== null &&
    typeof e === 'object' &&
    !(e instanceof Error) &&
    typeof (e as RawAnswer).status === 'number'
  );
}

/**
 * One call: an object or array body as JSON (FormData, Blob and strings as they are); the answer's
 * text read as JSON when it is JSON, else kept as text ('' when empty, or when the body could not
 * be read). A 2xx answer resolves with it; any other status rejects with `{ status, data }`; no
 * answer at all rejects with fetch's error. The API client (core/apiClient) and a widget's first
 * screen (src/first) both call through this.
 */
export async function jsonCall(
  send: typeof fetch,
  url: string,
  init: RequestInit & { headers: Record<string, string> },
  data?: unknown,
): Promise<unknown> {
  let body: BodyInit | undefined;
  if (data) {
    // FormData and URLSearchParams (append), Blobs and Files (text) go as they are.
    const b = data as { append?: unknown; text?: unknown };
    const json = typeof data === 'object' && typeof b.append !== 'function' && typeof b.text !== 'function';
    body = json ? JSON.stringify(data) : (data as BodyInit);
    if (json) init.headers['Content-Type'] = 'application/json';
  }
  const res = await send(url, { ...init, body });
  let answer: unknown = '';
  try {
    answer = await res.text();
    answer = JSON.parse(answer as string);
  } catch {
    // Not JSON (or unreadable): the text as it came.
  }
  if (!res.ok) throw { status: res.status, data: answer } satisfies RawAnswer;
  return answer;
}
