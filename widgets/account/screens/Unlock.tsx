import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useWidget } from '../../../src/ui/WidgetContext';
import { unlockErrorAtom } from '../store';
import type { ScreenProps } from '../types';

/**
 * The unlock link (`unlock_token`): unlocks the account and goes home; a failure keeps its reason
 * (the unlock error) and goes to unlock-account-failed (spec 02 §8).
 */
export function Unlock({ params, navigate, leave }: ScreenProps) {
  const { api } = useWidget();
  const setUnlockError = useSetAtom(unlockErrorAtom);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    api.post('v6/users/unlock', { unlockToken: params.unlock_token ?? '' }).then(
      () => leave('/'),
      (e: Error) => {
        setUnlockError(e.message);
        navigate('unlock-account-failed');
      },
    );
  }, [api, params.unlock_token, navigate, leave, setUnlockError]);
  return (
    <p role="status" aria-busy="true">
      Unlocking your account…
    </p>
  );
}
