import { registerWidget, type TeetimeElementMethods } from '../../src/ui/defineWidget';
import { withPreload } from '../../src/ui/withPreload';
import { PickerApp } from './App';
import { pickerElement, type PickerProps } from './element';
import { preloadPicker } from './preloadPicker';
import { warmStyles } from './warmStyles';

registerWidget(pickerElement, withPreload(PickerApp, preloadPicker, warmStyles));

declare global {
  interface HTMLElementTagNameMap {
    'teetime-picker': HTMLElement & PickerProps & TeetimeElementMethods;
  }
}
