import { getSafeStorage } from '../../src/core/safeStorage';
import { FLOW_TOKENS_KEY } from '../../src/core/storageKeys';
import {
  flowTokensReducer,
  parseFlowTokens,
  type FlowTokens,
  type FlowTokensAction,
} from '../../src/domain/booking/flowTokens';

/** The tee-time flow tokens in sessionStorage (`teetime:flow-tokens`), read fresh each time. */
export const readFlow = (): FlowTokens => parseFlowTokens(getSafeStorage('session').getJSON(FLOW_TOKENS_KEY));

/** Applies the cascade (an earlier step clears the later ones) and stores the result. */
export function updateFlow(action: FlowTokensAction): FlowTokens {
  const before = readFlow();
  const after = flowTokensReducer(before, action);
  if (after !== before) getSafeStorage('session').setJSON(FLOW_TOKENS_KEY, after);
  return after;
}
