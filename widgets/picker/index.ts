import { registerWidget, type TeetimeElementMethods } from '../../src/ui/defineWidget';
import { withPreload } from '../../src/ui/withPreload';
import { PickerApp } from './App';
import { pickerElement, type PickerProps } from './element';
import { preloadPicker } from './preloadPicker';
import { usePickerStyles } from './styles';
import { useFlowStyles } from './views/flowStyles';
import { useTimesStyles } from './views/timesStyles';

registerWidget(
  pickerElement,
  withPreload(PickerApp, preloadPicker, (css) => {
    for (const hook of [usePickerStyles, useTimesStyles, useFlowStyles]) hook.of(css);
  }),
);

declare global {
  interface HTMLElementTagNameMap {
    'teetime-picker': HTMLElement & PickerProps & TeetimeElementMethods;
  }
}
