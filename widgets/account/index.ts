import { registerWidget, type TeetimeElementMethods } from '../../src/ui/defineWidget';
import { AccountApp } from './App';
import { accountElement, type AccountProps } from './element';

registerWidget(accountElement, AccountApp);

declare global {
  interface HTMLElementTagNameMap {
    'teetime-account': HTMLElement & AccountProps & TeetimeElementMethods;
  }
}
