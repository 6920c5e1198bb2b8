import type { StyleTarget } from '../../src/ui/styleTarget';
import { usePickerStyles } from './styles';
import { useFlowStyles } from './views/flowStyles';
import { useTimesStyles } from './views/timesStyles';

/** Makes the classes of the picker's first render (its UI's `warm`, its first screen's styles). */
export function warmStyles(css: StyleTarget['css']): void {
  for (const hook of [usePickerStyles, useTimesStyles, useFlowStyles]) hook.of(css);
}
