import { useEffect } from 'react';
import type { TeetimeEventMap } from '../../../src/core/events';
import { useSite } from './siteContext';

/** Page-wide widget events the shell tells the golfer about in the alert area. */
export function usePageEventAlerts(): void {
  const { alert } = useSite();
  useEffect(() => {
    const signIn = (e: Event) =>
      alert(`Signed in as ${(e as CustomEvent<TeetimeEventMap['teetime-sign-in']>).detail.email}.`);
    const signOut = () => alert('You are signed out.');
    document.addEventListener('teetime-sign-in', signIn);
    document.addEventListener('teetime-sign-out', signOut);
    return () => {
      document.removeEventListener('teetime-sign-in', signIn);
      document.removeEventListener('teetime-sign-out', signOut);
    };
  }, [alert]);
}
