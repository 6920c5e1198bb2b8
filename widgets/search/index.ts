import { registerWidget, type TeetimeElementMethods } from '../../src/ui/defineWidget';
import { withPreload } from '../../src/ui/withPreload';
import { SearchApp } from './App';
import { searchElement, type SearchProps } from './element';
import { preloadSearch } from './preloadSearch';
import { warmStyles } from './warmStyles';

registerWidget(searchElement, withPreload(SearchApp, preloadSearch, warmStyles));

declare global {
  interface HTMLElementTagNameMap {
    'teetime-search': HTMLElement & SearchProps & TeetimeElementMethods;
  }
}
