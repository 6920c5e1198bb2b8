import { useEffect, useState } from 'react';

/**
 * False in the render that mounts the component, true once that render has been painted (effects
 * run after the paint): for what a first look does not need and the first render should not pay.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => setPainted(true), []);
  return painted;
}
