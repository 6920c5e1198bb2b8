import { startFirstScreen, type UiScript } from '../../src/first/startFirstScreen';
import { pickerElement, type PickerProps } from './element';
import { pickerFirstScreen } from './firstScreen';
import { knownOpening } from './knownOpening';
import { preloadPicker } from './preloadPicker';
import { warmStyles } from './warmStyles';

declare const __TEETIME_UI__: UiScript;

// `<teetime-picker>`'s first screen: its course and first tee times (its preload's calls), as its
// UI's first render shows them with the same answers (knownOpening, firstScreen).
startFirstScreen<PickerProps>(
  {
    definition: pickerElement,
    preload: preloadPicker,
    warm: warmStyles,
    render: (css, props, api) => {
      const known = knownOpening(api, props);
      return known?.opening ? pickerFirstScreen(css, props, known.course!, known.slots!) : null;
    },
  },
  __TEETIME_UI__,
);
