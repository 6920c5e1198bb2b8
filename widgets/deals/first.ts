import { startFirstScreen, type UiScript } from '../../src/first/startFirstScreen';
import { dealsElement, type DealsProps } from './element';
import { dealsFirstScreen } from './firstScreen';
import { preloadDeals } from './preloadDeals';
import { warmStyles } from './warmStyles';

declare const __TEETIME_UI__: UiScript;

// `<teetime-deals>`'s first screen: the first page of deals near its place (its preload's calls),
// as its UI's first render shows them with the same answers (firstScreen).
startFirstScreen<DealsProps>(
  {
    definition: dealsElement,
    preload: preloadDeals,
    warm: warmStyles,
    render: () => null,
    html: dealsFirstScreen,
  },
  __TEETIME_UI__,
);
