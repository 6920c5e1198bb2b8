import { registerWidget, type TeetimeElementMethods } from '../../src/ui/defineWidget';
import { withPreload } from '../../src/ui/withPreload';
import { DealsApp } from './App';
import { dealsElement, type DealsProps } from './element';
import { preloadDeals } from './preloadDeals';
import { warmStyles } from './warmStyles';

registerWidget(dealsElement, withPreload(DealsApp, preloadDeals, warmStyles));

declare global {
  interface HTMLElementTagNameMap {
    'teetime-deals': HTMLElement & DealsProps & TeetimeElementMethods;
  }
}
