import { useEffect, useState } from 'react';

/** Reads a value from a framework-free store (`get` + `subscribe`) and re-renders on change. */
export function useSubscription<T>(get: () => T, subscribe: (fn: () => void) => () => void): T {
  const [value, setValue] = useState(get);
  useEffect(() => {
    setValue(get);
    return subscribe(() => setValue(get));
  }, [get, subscribe]);
  return value;
}
