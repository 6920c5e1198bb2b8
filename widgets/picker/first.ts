import { startFirstScreen, type UiScript } from '../../src/first/startFirstScreen';
import { pickerElement, type PickerProps } from './element';
import { pickerFirstScreen } from './firstScreen';
import { preloadPicker } from './preloadPicker';
import { warmStyles } from './warmStyles';

declare const __TEETIME_UI__: UiScript;

// `<teetime-picker>`'s first screen: its course and first tee times (its preload's calls), shown by
// its UI's own views with the same answers (firstScreen).
startFirstScreen<PickerProps>(
  {
    definition: pickerElement,
    preload: preloadPicker,
    warm: warmStyles,
    render: pickerFirstScreen,
  },
  __TEETIME_UI__,
);
