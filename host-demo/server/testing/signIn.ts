import type { TestApp } from './makeApp';

/** Signs a demo account in and answers its user token (accounts/booking tests). */
export async function signInAs(t: TestApp, email: string, password = 'teetime-demo-1'): Promise<string> {
  const res = await t.request('/api/v6/users/sign-in', { method: 'POST', json: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { user_token: string };
  return body.user_token;
}

/** Headers carrying a user token. */
export function asUser(token: string): { headers: Record<string, string> } {
  return { headers: { 'X-Api-User-Token': token } };
}
