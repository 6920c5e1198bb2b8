import { getSafeStorage } from '../../src/core/safeStorage';
import { flowTokensKey } from '../../src/core/flowTokenKeys';
import {
  flowTokensReducer,
  parseFlowTokens,
  type FlowTokens,
  type FlowTokensAction,
} from '../../src/domain/booking/flowTokens';

/**
 * The sessionStorage key of one course's flow tokens (`teetime:flow-tokens:{courseId}`): two
 * pickers on a page, part-way through booking two courses, never overwrite each other's steps.
 * Cleared by core/flowTokenKeys' `clearFlowTokens` (the site's flow reset, a paid booking).
 */
export const flowKey = flowTokensKey;

/** The tee-time flow tokens of `courseId` in sessionStorage, read fresh each time. */
export const readFlow = (courseId: string): FlowTokens =>
  parseFlowTokens(getSafeStorage('session').getJSON(flowKey(courseId)));

/** Applies the cascade (an earlier step clears the later ones) and stores the result. */
export function updateFlow(courseId: string, action: FlowTokensAction): FlowTokens {
  const before = readFlow(courseId);
  const after = flowTokensReducer(before, action);
  if (after !== before) getSafeStorage('session').setJSON(flowKey(courseId), after);
  return after;
}
