import { registerWidget, type TeetimeElementMethods } from '../../src/ui/defineWidget';
import { PickerApp } from './App';
import { pickerElement, type PickerProps } from './element';

registerWidget(pickerElement, PickerApp);

declare global {
  interface HTMLElementTagNameMap {
    'teetime-picker': HTMLElement & PickerProps & TeetimeElementMethods;
  }
}
