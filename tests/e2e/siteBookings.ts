/** Books tee times through the sandbox API for the site's account journeys (tests/e2e/siteAccount.e2e.ts). */
import { today } from '../../src/domain/format';

export const DEMO_PASSWORD = 'teetime-demo-1';

interface Course {
  id: string;
  type: string;
  name: string;
  time_zone: string;
}
interface TeeTime {
  id: string;
  is_sold_out: boolean;
  rate_type: string;
  players: number;
  is_refundable?: boolean;
  provider: { code: string };
}

type Call = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/** An API caller signed in as `email` (the sandbox's snake_case JSON, no key conversion). */
export async function signedInApi(origin: string, email: string): Promise<Call> {
  return apiCaller(origin, email);
}

/** An API caller, signed in as `email` when given, else a guest. */
export async function apiCaller(origin: string, email: string | null): Promise<Call> {
  let token = '';
  const call: Call = async <T>(method: string, path: string, body?: unknown) => {
    const res = await fetch(`${origin}/api/${path}`, {
      method,
      headers: {
        'X-Api-Key': 'demo-teetime',
        'Content-Type': 'application/json',
        ...(token ? { 'X-Api-User-Token': token } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  if (email)
    ({ user_token: token } = await call<{ user_token: string }>('POST', 'v6/users/sign-in', {
      email,
      password: DEMO_PASSWORD,
    }));
  return call;
}

const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 864e5).toISOString().slice(0, 10);

/**
 * Books the `skip`-th refundable tee time near Denver, `days` after each course's own today,
 * paid with the user's default card (or, with `guestEmail`, as that guest with a new guest card);
 * returns the reservation id, the course and (a guest's) access token.
 */
export async function bookNearDenver(
  call: Call,
  now: Date,
  opts: { days?: number; skip?: number; guestEmail?: string } = {},
): Promise<{ id: string; course: Course; accessToken: string }> {
  const days = opts.days ?? 3;
  const date = plusDays(today(now, 'America/Denver'), days);
  const { location_results } = await call<{ location_results: Course[] }>(
    'GET',
    `v6/courses/location_list?lat=39.7397&lon=-104.9768&date=${date}`,
  );
  let skip = opts.skip ?? 0;
  for (const c of location_results.filter((x) => x.type === 'Course')) {
    const day = plusDays(today(now, c.time_zone), days);
    const { tee_times } = await call<{ tee_times: TeeTime[] }>(
      'GET',
      `v6/tee_times/at/${c.id}/tee_times?date=${day}&qty=1`,
    );
    const t = tee_times.find(
      (x) =>
        !x.is_sold_out &&
        x.rate_type !== 'member' &&
        x.rate_type !== 'lightning' &&
        x.is_refundable !== false &&
        x.provider.code !== 'sandbox-glitch' &&
        x.players >= 1,
    );
    if (!t || skip-- > 0) continue;
    const { auth_token } = await call<{ auth_token: string }>(
      'POST',
      `v6/tee_times/${t.id}/reservations/prepare`,
      { tee_time_id: t.id, qty: 1, ...(opts.guestEmail ? { is_guest: true } : {}) },
    );
    if (opts.guestEmail) {
      // A guest: a guest card, then the guest payment (apiCaller(origin, null)).
      const email = opts.guestEmail;
      const card = {
        number: '4242424242424242',
        expiry_month: 12,
        expiry_year: 2031,
        cvv: '123',
        name: 'Gail Guest',
      };
      const { credit_card } = await call<{ credit_card: { gateway_token: string } }>(
        'POST',
        'v6/guests/credit_cards',
        { ...card, email },
      );
      const { receipt } = await call<{ receipt: { reservation_id: string; access_token: string } }>(
        'POST',
        'v6/guests/reservations',
        {
          auth_token,
          email,
          first_name: 'Gail',
          last_name: 'Guest',
          gateway_id: 'sandbox',
          gateway_token: credit_card.gateway_token,
        },
      );
      return { id: receipt.reservation_id, course: c, accessToken: receipt.access_token };
    }
    const { credit_cards } = await call<{ credit_cards: { id: string; is_default: boolean }[] }>(
      'GET',
      'v6/credit_cards',
    );
    const { receipt } = await call<{ receipt: { reservation_id: string } }>(
      'POST',
      `v6/reservations/${auth_token}`,
      { credit_card_id: credit_cards.find((x) => x.is_default)!.id },
    );
    return { id: receipt.reservation_id, course: c, accessToken: '' };
  }
  throw new Error('No bookable tee time near Denver');
}
