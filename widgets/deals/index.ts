import { registerWidget, type TeetimeElementMethods } from '../../src/ui/defineWidget';
import { DealsApp } from './App';
import { dealsElement, type DealsProps } from './element';

registerWidget(dealsElement, DealsApp);

declare global {
  interface HTMLElementTagNameMap {
    'teetime-deals': HTMLElement & DealsProps & TeetimeElementMethods;
  }
}
