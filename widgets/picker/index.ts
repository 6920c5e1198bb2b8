import { registerWidget, type TeetimeElementMethods } from '../../src/ui/defineWidget';
import { withPreload } from '../../src/ui/withPreload';
import { PickerApp } from './App';
import { pickerElement, type PickerProps } from './element';
import { preloadPicker } from './preloadPicker';

registerWidget(pickerElement, withPreload(PickerApp, preloadPicker));

declare global {
  interface HTMLElementTagNameMap {
    'teetime-picker': HTMLElement & PickerProps & TeetimeElementMethods;
  }
}
