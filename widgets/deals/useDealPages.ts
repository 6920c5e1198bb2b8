import { useState } from 'react';
import type { ApiClient } from '../../src/core/apiClient';
import { takeAnswer } from '../../src/core/preloads';
import {
  DEALS_NEAR_PATH,
  dealsNearParams,
  onlySpecialRate,
  sortDealsByPrice,
} from '../../src/domain/search/dealsRules';
import { useRequest, type RequestState } from '../../src/ui/useRequest';
import type { Deal, DealsPage, Origin } from './types';

interface More {
  /** The first page these follow; pages of an earlier point are dropped. */
  base?: DealsPage;
  pages: DealsPage[];
  loading: boolean;
  error?: Error;
}

export interface DealPages {
  first: RequestState<DealsPage>;
  /**
   * Every loaded page's special-rate deals: each page lowest price first, a new page below the
   * ones shown (the list the golfer is reading never moves).
   */
  deals: Deal[];
  total: number;
  hasMore: boolean;
  more: More;
  /**
   * Loads the next page; resolves with its deals lowest price first (none when it failed): the
   * first of them is the first new one in `deals`.
   */
  loadMore(): Promise<Deal[]>;
}

const dealsOf = (deals: Deal[]) => sortDealsByPrice(onlySpecialRate(deals));

/** GET v6/deals/near for a point: the first page when the point changes, then one page per loadMore. */
export function useDealPages(
  api: ApiClient,
  origin: Origin | undefined,
  radius?: number,
  limit?: number,
): DealPages {
  const params = origin && dealsNearParams({ ...origin, radius, limit });
  const pageParams = (page: number) => ({ ...params, page });
  const get = (page: number, signal?: AbortSignal) =>
    api.get(DEALS_NEAR_PATH, { params: pageParams(page), signal });
  // The first page leaves as the list commits (not after a paint), or is there already when the
  // element's first calls have it.
  const [firstIn] = useState(() =>
    params ? takeAnswer(api, DEALS_NEAR_PATH, { params: pageParams(1) }) : undefined,
  );
  const first = useRequest(
    (signal) => get(1, signal),
    [api, JSON.stringify(params)],
    !!params,
    firstIn,
    true,
  );
  const [stored, setMore] = useState<More>({ pages: [], loading: false });
  const base = first.data;
  const more: More = stored.base === base ? stored : { base, pages: [], loading: false };
  const last = more.pages[more.pages.length - 1] ?? base;

  const loadMore = async () => {
    if (!last) return [];
    const onBase = (update: (m: More) => More) => setMore((m) => (m.base === base ? update(m) : m));
    setMore({ ...more, loading: true, error: undefined });
    try {
      const page = await get(last.page + 1);
      onBase((m) => ({ base, pages: [...m.pages, page], loading: false }));
      return dealsOf(page.deals ?? []);
    } catch (e) {
      onBase((m) => ({ ...m, loading: false, error: e as Error }));
      return [];
    }
  };

  return {
    first,
    deals: (base ? [base, ...more.pages] : []).flatMap((p) => dealsOf(p.deals ?? [])),
    total: last?.total ?? 0,
    hasMore: !!last?.hasMore,
    more,
    loadMore,
  };
}
