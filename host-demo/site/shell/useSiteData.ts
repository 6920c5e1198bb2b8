import { useEffect, useState } from 'react';
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
export function useSiteData<T>(path: string | null, params?: Record<string, unknown>): SiteData<T> {
  const { api } = useSite();
  const [state, setState] = useState<SiteData<T>>({
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
    api
      .get<T>(path, { params: JSON.parse(key) as Record<string, unknown>, signal: ctl.signal })
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
