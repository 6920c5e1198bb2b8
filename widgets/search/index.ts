import { registerWidget, type TeetimeElementMethods } from '../../src/ui/defineWidget';
import { withPreload } from '../../src/ui/withPreload';
import { SearchApp } from './App';
import { searchElement, type SearchProps } from './element';
import { searchLook } from './lookStyles';
import { preloadSearch } from './preloadSearch';
import { searchStyles } from './styles';

registerWidget(
  searchElement,
  withPreload(SearchApp, preloadSearch, (css) => {
    searchStyles(css);
    searchLook(css);
  }),
);

declare global {
  interface HTMLElementTagNameMap {
    'teetime-search': HTMLElement & SearchProps & TeetimeElementMethods;
  }
}
