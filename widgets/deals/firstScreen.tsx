import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import type { CommonProps } from '../../src/ui/widgetDefinition';
import { DealsApp } from './App';
import type { DealsProps } from './element';

/**
 * `<teetime-deals>`' first screen: its App's first render itself, with its place's point and first
 * page of deals already in (preloadedOrigin, useDealPages' first page taking them): the heading, the
 * count, the cards and "More deals". Shown only when it shows deals (dealsShown): not a skeleton,
 * an error, "No deals near…" with its form, or nothing (a brand without the deals page).
 */
export const dealsFirstScreen = (props: DealsProps & CommonProps): ReactNode => (
  <Provider store={createStore()}>
    <DealsApp {...props} />
  </Provider>
);

/** Whether the first screen's render shows deals (their cards). */
export const dealsShown = (root: Element): boolean => !!root.querySelector('[data-deal]');
