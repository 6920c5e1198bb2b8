import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const SECRET = randomBytes(32);

/** Payload of a tee-time flow token (spec 01 §3 "tee-time flow tokens"). */
export interface FlowTokenPayload {
  step: 'tee_time_groups' | 'rate_types' | 'tee_times' | 'relevant';
  course_id: string;
  date: string;
  qty?: number | undefined;
  iat: number;
}

function sign(body: string): string {
  return createHmac('sha256', SECRET).update(body).digest('base64url');
}

/** An opaque, signed token naming the flow step that issued it. */
export function issueFlowToken(payload: Omit<FlowTokenPayload, 'iat'>, now: Date): string {
  const body = Buffer.from(JSON.stringify({ ...payload, iat: Math.floor(now.getTime() / 1000) })).toString(
    'base64url',
  );
  return `${body}.${sign(body)}`;
}

/** The payload of a token this process issued, or null when forged or malformed. */
export function readFlowToken(token: string): FlowTokenPayload | null {
  const [body, sig] = token.split('.');
  if (!body || !sig || token.length > 1024) return null;
  const expected = Buffer.from(sign(body));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as FlowTokenPayload;
  } catch {
    return null;
  }
}
