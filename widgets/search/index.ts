import { registerWidget, type TeetimeElementMethods } from '../../src/ui/defineWidget';
import { SearchApp } from './App';
import { searchElement, type SearchProps } from './element';

registerWidget(searchElement, SearchApp);

declare global {
  interface HTMLElementTagNameMap {
    'teetime-search': HTMLElement & SearchProps & TeetimeElementMethods;
  }
}
