import { registerWidget, type TeetimeElementMethods } from '../../src/ui/defineWidget';
import { CheckoutApp } from './App';
import { checkoutElement, type CheckoutProps } from './element';

registerWidget(checkoutElement, CheckoutApp);

declare global {
  interface HTMLElementTagNameMap {
    'teetime-checkout': HTMLElement & CheckoutProps & TeetimeElementMethods;
  }
}
