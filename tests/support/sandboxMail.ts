/** The sandbox's outbox as browser tests read it: the e-mails the API "sent" to an address. */
export interface SandboxMail {
  kind: string;
  link: string;
  token: string;
  body: string;
}

/** Every e-mail of a kind sent to `email` on the sandbox at `base` (`/sandbox/<scenario>/api`), newest first. */
export async function mailsTo(base: string, email: string, kind: string): Promise<SandboxMail[]> {
  const res = await fetch(`${base}/v6/sandbox/outbox?email=${encodeURIComponent(email)}&kind=${kind}`, {
    headers: { 'X-Api-Key': 'demo-teetime' },
  });
  return ((await res.json()) as { messages: SandboxMail[] }).messages;
}

/** The newest e-mail of a kind sent to `email`; throws when there is none. */
export async function lastMailTo(base: string, email: string, kind: string): Promise<SandboxMail> {
  const [mail] = await mailsTo(base, email, kind);
  if (!mail) throw new Error(`no ${kind} e-mail to ${email}`);
  return mail;
}

/** Makes the page's fetch fail like a lost connection for URLs containing `part`; returns the undo. */
export function failFetchesTo(part: string): () => void {
  const real = window.fetch;
  window.fetch = (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    return url.includes(part) ? Promise.reject(new TypeError('Failed to fetch')) : real(input, init);
  };
  return () => {
    window.fetch = real;
  };
}
