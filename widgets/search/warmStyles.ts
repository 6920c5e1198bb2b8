import type { StyleTarget } from '../../src/ui/styleTarget';
import { searchLook } from './lookStyles';
import { searchStyles } from './styles';

/** Makes the classes of the search's first render (its UI's `warm`, its first screen's styles). */
export function warmStyles(css: StyleTarget['css']): void {
  searchStyles(css);
  searchLook(css);
}
