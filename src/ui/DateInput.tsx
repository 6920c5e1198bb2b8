import type { InputHTMLAttributes } from 'react';
import { usePainted } from './usePainted';

/**
 * A native date field (`<input type="date">`) that is a plain, empty box of the same size in the
 * render that mounts it, and the date field once that render has been painted. The first date
 * field on a page makes Blink load the locale's date formats: 3.7 ms of the picker's first render
 * (Playwright), which a widget's first content would otherwise wait for. The box takes no keys
 * and no focus for that frame.
 */
export function DateInput({ value, ...props }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const painted = usePainted();
  if (!painted) return <input {...props} type="text" value="" readOnly tabIndex={-1} />;
  return <input {...props} type="date" value={value} />;
}
