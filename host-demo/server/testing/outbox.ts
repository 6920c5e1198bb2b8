import type { TestApp } from './makeApp';

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  kind: string;
  token: string;
  link: string;
  body: string;
  created_at: string;
}

/** The e-mails the sandbox sent to an address, newest first (GET /api/v6/sandbox/outbox). */
export async function outbox(t: TestApp, email: string, kind?: string): Promise<OutboxMail[]> {
  const query = new URLSearchParams({ email, ...(kind ? { kind } : {}) });
  const res = await t.request(`/api/v6/sandbox/outbox?${query}`);
  if (res.status !== 200) throw new Error(`outbox of ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { messages: OutboxMail[] }).messages;
}

/** The newest e-mail of a kind sent to an address (throws when there is none). */
export async function lastMail(t: TestApp, email: string, kind: string): Promise<OutboxMail> {
  const [mail] = await outbox(t, email, kind);
  if (!mail) throw new Error(`no ${kind} e-mail to ${email}`);
  return mail;
}
