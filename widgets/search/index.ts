import { registerWidget, type TeetimeElementMethods } from '../../src/ui/defineWidget';
import { withPreload } from '../../src/ui/withPreload';
import { SearchApp } from './App';
import { searchElement, type SearchProps } from './element';
import { preloadSearch } from './preloadSearch';

registerWidget(searchElement, withPreload(SearchApp, preloadSearch));

declare global {
  interface HTMLElementTagNameMap {
    'teetime-search': HTMLElement & SearchProps & TeetimeElementMethods;
  }
}
