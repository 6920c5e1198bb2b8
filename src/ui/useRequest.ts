import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { isCancelled, isMaintenanceError } from '../core/apiError';
import { getMaintenance } from '../core/maintenance';

export type RequestStatus = 'idle' | 'loading' | 'done' | 'error';

export interface RequestState<T> {
  status: RequestStatus;
  /** The last answer; kept while reloading and after a failed reload, so nothing shown is lost. */
  data: T | undefined;
  error: Error | undefined;
  reload(): void;
}

/**
 * Runs `run` when `deps` change (and on reload), aborting the previous call; cancelled calls
 * are ignored. `run` gets an AbortSignal to pass to the API client. Pass `enabled: false` to
 * wait (e.g. until a location is known). A call that failed with the 503 of a maintenance spell
 * runs again once the API is back: the widget stays mounted under the maintenance notice, so it
 * would otherwise come back showing that old error.
 *
 * `initial`: an answer already in (asked for ahead): the state starts done with it, and the first
 * run is skipped; later deps or a reload ask as usual. `early`: the call leaves as the UI commits
 * (before the browser paints) instead of after the paint, for a widget's first calls.
 */
export function useRequest<T>(
  run: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
  enabled = true,
  initial?: T,
  early = false,
): RequestState<T> {
  const [state, setState] = useState<Omit<RequestState<T>, 'reload'>>({
    status: initial === undefined ? 'idle' : 'done',
    data: initial,
    error: undefined,
  });
  const [attempt, setAttempt] = useState(0);
  const runRef = useRef(run);
  runRef.current = run;
  const skip = useRef(initial !== undefined);
  const useSend = early ? useLayoutEffect : useEffect;

  useSend(() => {
    if (!enabled) return;
    if (skip.current) return void (skip.current = false);
    const controller = new AbortController();
    setState((s) => ({ ...s, status: 'loading', error: undefined }));
    runRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'done', data, error: undefined });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isCancelled(error)) return;
        setState((s) => ({
          ...s,
          status: 'error',
          error: error instanceof Error ? error : new Error(String(error)),
        }));
      },
    );
    return () => controller.abort();
  }, [...deps, attempt, enabled]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  const failedForMaintenance = isMaintenanceError(state.error);
  useEffect(() => {
    if (!failedForMaintenance) return;
    const maintenance = getMaintenance();
    if (!maintenance.active) return reload();
    return maintenance.subscribe((active) => active || reload());
  }, [failedForMaintenance, reload]);

  return { ...state, reload };
}
