import type { StyleTarget } from '../../src/ui/styleTarget';
import { useStyles } from './styles';

/** Makes the classes of the deals' first render (its UI's `warm`, its first screen's styles). */
export function warmStyles(css: StyleTarget['css']): void {
  useStyles.of(css);
}
