import { useEffect, useState } from 'react';
import type { AnswerFor, CallPath, ParamsFor } from '../../../src/core/api/apiPaths';
import { ApiError, isCancelled } from '../../../src/core/apiError';
import { useSite } from './siteContext';

export interface SiteData<T> {
  data: T | undefined;
  error: string;
  /** The HTTP status of a failed call (0 for a network error). */
  status: number;
  loading: boolean;
}

/** GET a path of the marketplace API for a page (null: nothing to load); cancelled on change or unmount. */
export function useSiteData<P extends CallPath<'get'>>(
  path: P | null,
  params?: ParamsFor<'get', P>,
): SiteData<AnswerFor<'get', P>> {
  const { api } = useSite();
  const [state, setState] = useState<SiteData<AnswerFor<'get', P>>>({
    data: undefined,
    error: '',
    status: 0,
    loading: path !== null,
  });
  const key = JSON.stringify(params ?? {});
  useEffect(() => {
    if (path === null) return;
    const ctl = new AbortController();
    setState({ data: undefined, error: '', status: 0, loading: true });
    // The call's types are useSiteData's (checked where it is called); here they are too deep to relate.
    const get = api.get as unknown as (path: P, opts: object) => Promise<AnswerFor<'get', P>>;
    get(path, { params: JSON.parse(key) as unknown, signal: ctl.signal })
      .then((data) => setState({ data, error: '', status: 200, loading: false }))
      .catch((e: unknown) => {
        if (isCancelled(e) || ctl.signal.aborted) return;
        const status = e instanceof ApiError ? e.status : 0;
        setState({
          data: undefined,
          error: (e as Error).message || 'Something went wrong.',
          status,
          loading: false,
        });
      });
    return () => ctl.abort();
  }, [api, path, key]);
  return state;
}
