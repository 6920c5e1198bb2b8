import { useStore, type PrimitiveAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';

/**
 * `useAtom` for a primitive atom of this element's store, without jotai's React hooks: those
 * (async atoms, promises) cost about 1 KB gzip of the 25 KB embed budget for nothing used here.
 */
export function useStoreAtom<T>(atom: PrimitiveAtom<T>): [T, (value: T) => void] {
  const store = useStore();
  const [value, setValue] = useState(() => store.get(atom));
  useEffect(() => {
    setValue(store.get(atom));
    return store.sub(atom, () => setValue(store.get(atom)));
  }, [store, atom]);
  return [value, useCallback((next: T) => store.set(atom, next), [store, atom])];
}
