import { makeTestApp, type TestApp, type TestAppOverrides } from './makeApp';
import { addBookingFixtures } from './bookingFixtures';
import { asUser, signInAs } from './signIn';

/** Answers as tests read them: loosely, field by field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are asserted with expect()
export type Json = Record<string, any>;

export interface BookingTestApp extends TestApp {
  json: (res: Response) => Promise<Json>;
  /** POST prepare as a user token (or as a guest when token is null). */
  prepare: (
    teeTimeId: string,
    qty: number,
    token: string | null,
    extra?: Record<string, unknown>,
  ) => Promise<Response>;
  pay: (prepToken: string, body: Record<string, unknown>, userToken?: string | null) => Promise<Response>;
  signIn: (email: string) => Promise<string>;
}

/** A test app with the booking fixtures added. */
export function makeBookingApp(overrides: TestAppOverrides = {}): BookingTestApp {
  const t = makeTestApp(overrides);
  addBookingFixtures(t.db);
  const json = async (res: Response): Promise<Json> => (await res.json()) as Json;
  return {
    ...t,
    json,
    prepare: (teeTimeId, qty, token, extra = {}) =>
      t.request(`/api/v6/tee_times/${teeTimeId}/reservations/prepare`, {
        method: 'POST',
        ...(token ? asUser(token) : {}),
        json: { tee_time_id: teeTimeId, qty, ...(token ? {} : { is_guest: true }), ...extra },
      }),
    pay: (prepToken, body, userToken = null) =>
      t.request(`/api/v6/reservations/${encodeURIComponent(prepToken)}`, {
        method: 'POST',
        ...(userToken ? asUser(userToken) : {}),
        json: body,
      }),
    signIn: (email) => signInAs(t, email),
  };
}
