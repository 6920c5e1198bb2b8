/**
 * The tee-time flow tokens (spec 01 §3, §4): an authToken and URL pair per step of the booking
 * flow, kept by the widgets in sessionStorage. A pure reducer: changing an earlier step clears
 * every later one.
 */

/** Steps of the flow, in order. */
export const FLOW_STEPS = ['teeTimes', 'rateTypes', 'provider', 'checkout'] as const;
export type FlowStep = (typeof FLOW_STEPS)[number];

export interface FlowTokenPair {
  authToken: string | null;
  url: string | null;
}

export type FlowTokens = Readonly<Record<FlowStep, Readonly<FlowTokenPair>>>;

export type FlowTokensAction =
  /** Sets a step's token and/or URL (an omitted field keeps its value). */
  | { type: 'set'; step: FlowStep; authToken?: string | null; url?: string | null }
  /** The flow reset: clears every step. */
  | { type: 'reset' };

const EMPTY_PAIR: FlowTokenPair = { authToken: null, url: null };

export const INITIAL_FLOW_TOKENS: FlowTokens = {
  teeTimes: EMPTY_PAIR,
  rateTypes: EMPTY_PAIR,
  provider: EMPTY_PAIR,
  checkout: EMPTY_PAIR,
};

/**
 * Spec 01 §4: changing the tee-time token or URL clears rate-type, provider and checkout;
 * changing rate types clears provider and checkout; changing provider clears checkout; a reset
 * clears all. Setting a value equal to the stored one changes nothing (and returns `state`
 * itself, so callers can skip a storage write).
 */
export function flowTokensReducer(state: FlowTokens, action: FlowTokensAction): FlowTokens {
  if (action.type === 'reset') return INITIAL_FLOW_TOKENS;
  const current = state[action.step];
  const next: FlowTokenPair = {
    authToken: action.authToken === undefined ? current.authToken : action.authToken,
    url: action.url === undefined ? current.url : action.url,
  };
  if (next.authToken === current.authToken && next.url === current.url) return state;
  const index = FLOW_STEPS.indexOf(action.step);
  const result: Record<FlowStep, Readonly<FlowTokenPair>> = { ...state, [action.step]: next };
  for (const later of FLOW_STEPS.slice(index + 1)) result[later] = EMPTY_PAIR;
  return result;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/**
 * The flow tokens read back from storage (any JSON, possibly from an older version or tampered
 * with): unknown shapes become empty pairs, never an exception.
 */
export function parseFlowTokens(stored: unknown): FlowTokens {
  if (!stored || typeof stored !== 'object') return INITIAL_FLOW_TOKENS;
  const source = stored as Partial<Record<FlowStep, unknown>>;
  const result: Record<FlowStep, FlowTokenPair> = { ...INITIAL_FLOW_TOKENS };
  for (const step of FLOW_STEPS) {
    const pair = source[step];
    if (pair && typeof pair === 'object') {
      const { authToken, url } = pair as Record<string, unknown>;
      result[step] = { authToken: text(authToken), url: text(url) };
    }
  }
  return result;
}
