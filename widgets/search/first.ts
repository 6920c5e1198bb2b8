import { startFirstScreen, type UiScript } from '../../src/first/startFirstScreen';
import { searchElement, type SearchProps } from './element';
import { searchFirstScreen } from './firstScreen';
import { preloadSearch } from './preloadSearch';
import { warmStyles } from './warmStyles';

declare const __TEETIME_UI__: UiScript;

// `<teetime-search>`'s first screen: the form and the first courses of its place (its preload's
// calls), shown by its UI's own views with the same answers (firstScreen).
startFirstScreen<SearchProps>(
  {
    definition: searchElement,
    preload: preloadSearch,
    warm: warmStyles,
    render: searchFirstScreen,
  },
  __TEETIME_UI__,
);
