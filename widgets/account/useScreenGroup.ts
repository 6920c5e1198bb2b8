import { useEffect, useState } from 'react';
import { loadChunk } from '../../src/core/loadChunk';
import type { AccountGroup } from '../../src/domain/account/accountRoutes';
import { SCREEN_GROUPS } from './screenGroups';
import type { ScreenMap } from './types';

export interface ScreenGroupState {
  screens: ScreenMap | undefined;
  error: string | undefined;
  retry(): void;
}

const loaded = new Map<AccountGroup, ScreenMap>();

/** Loads a screen group once per page; 'Loading chunk failed' (after a failure or 120 s) offers a retry. */
export function useScreenGroup(group: AccountGroup): ScreenGroupState {
  const [state, setState] = useState<{ group: AccountGroup; screens?: ScreenMap; error?: string }>(() => ({
    group,
    screens: loaded.get(group),
  }));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const ready = loaded.get(group);
    if (ready) return setState({ group, screens: ready });
    let live = true;
    setState({ group });
    loadChunk(SCREEN_GROUPS[group]).then(
      (screens) => {
        loaded.set(group, screens);
        if (live) setState({ group, screens });
      },
      (e: Error) => live && setState({ group, error: e.message }),
    );
    return () => {
      live = false;
    };
  }, [group, attempt]);
  const current = state.group === group ? state : { group };
  return { screens: current.screens, error: current.error, retry: () => setAttempt((n) => n + 1) };
}
