import { startFirstScreen, type UiScript } from '../../src/first/startFirstScreen';
import { dealsElement, type DealsProps } from './element';
import { dealsFirstScreen, dealsShown } from './firstScreen';
import { preloadDeals } from './preloadDeals';
import { warmStyles } from './warmStyles';

declare const __TEETIME_UI__: UiScript;

// `<teetime-deals>`'s first screen: the first page of deals near its place (its preload's calls),
// its UI's first render itself with the same answers (firstScreen).
startFirstScreen<DealsProps>(
  {
    definition: dealsElement,
    preload: preloadDeals,
    warm: warmStyles,
    render: dealsFirstScreen,
    shows: dealsShown,
  },
  __TEETIME_UI__,
);
