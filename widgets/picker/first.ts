import { startFirstScreen, type UiScript } from '../../src/first/startFirstScreen';
import { pickerElement, type PickerProps } from './element';
import { pickerFirstScreen } from './firstScreen';
import { knownOpening } from './knownOpening';
import { preloadPicker } from './preloadPicker';
import { usePickerStyles } from './styles';
import { useFlowStyles } from './views/flowStyles';
import { useTimesStyles } from './views/timesStyles';

declare const __TEETIME_UI__: UiScript;

// `<teetime-picker>`'s first screen: its course and first tee times (its preload's calls), as its
// UI's first render shows them with the same answers (knownOpening, firstScreen).
startFirstScreen<PickerProps>(
  {
    definition: pickerElement,
    preload: preloadPicker,
    warm: (css) => {
      for (const hook of [usePickerStyles, useTimesStyles, useFlowStyles]) hook.of(css);
    },
    render: (css, props, api) => {
      const known = knownOpening(api, props);
      return known?.opening ? pickerFirstScreen(css, props, known.course!, known.slots!) : null;
    },
  },
  __TEETIME_UI__,
);
