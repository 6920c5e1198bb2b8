import type { AnyShape, Answer } from '../../../src/core/api/apiPaths';
import { useEffect, useRef, useState } from 'react';
import { walletPass } from '../../../src/domain/booking/walletPass';
import { useWidget } from '../../../src/ui/WidgetContext';

/** The pass: its JSON for Apple Wallet (ios), a save link for Google Wallet (android). */
type PassAnswer = AnyShape<
  Answer<'get', 'v6/mobile_wallet/ios/{id}'> | Answer<'get', 'v6/mobile_wallet/android/{id}'>
>;

const platform = () =>
  (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ||
  navigator.platform ||
  navigator.userAgent;

interface Pass {
  href: string;
  apple: boolean;
}

/**
 * The booking's wallet pass: Apple Wallet on Apple devices, Google Wallet otherwise. Adding
 * fetches it (the Apple pass as a file under an object URL); removing drops it and revokes the
 * object URL, as does leaving the screen.
 */
export function WalletPass({ id }: { id: string }) {
  const { api } = useWidget();
  const apple = walletPass(platform(), false) === 'apple';
  const wallet = apple ? 'Apple Wallet' : 'Google Wallet';
  const [pass, setPass] = useState<Pass | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const moved = useRef(false);
  const add = useRef<HTMLButtonElement>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const held = useRef<Pass | null>(null);
  held.current = pass;
  const revoke = () => {
    if (held.current?.apple) URL.revokeObjectURL(held.current.href);
  };

  useEffect(() => {
    if (moved.current) (pass ? link : add).current?.focus();
  }, [pass]);
  // Leaving the screen drops the pass too.
  useEffect(() => revoke, []);

  const fetchPass = async () => {
    setBusy(true);
    setError('');
    try {
      const a: PassAnswer = await api.get(
        `v6/mobile_wallet/${apple ? 'ios' : 'android'}/${encodeURIComponent(id)}`,
      );
      moved.current = true;
      setPass(
        apple
          ? {
              href: URL.createObjectURL(
                new Blob([JSON.stringify(a.pass)], { type: 'application/vnd.apple.pkpass' }),
              ),
              apple,
            }
          : { href: a.url ?? '', apple },
      );
    } catch (e) {
      setError(`We could not get your wallet pass. ${(e as Error).message}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      {pass ? (
        <p>
          <a
            ref={link}
            className="tt-button"
            href={pass.href}
            {...(apple
              ? { download: `tee-time-${id}.pkpass` }
              : { target: '_blank', rel: 'noopener noreferrer' })}
          >
            {apple ? 'Open the pass in Apple Wallet' : 'Save to Google Wallet'}
          </a>{' '}
          <button
            type="button"
            className="tt-link"
            onClick={() => {
              revoke();
              setPass(null);
            }}
          >
            Remove the pass
          </button>
        </p>
      ) : (
        <p>
          <button
            ref={add}
            type="button"
            className="tt-button tt-secondary"
            disabled={busy}
            onClick={fetchPass}
          >
            {busy ? 'Getting your pass…' : `Add to ${wallet}`}
          </button>
        </p>
      )}
      {error && (
        <p role="alert" className="tt-form-error">
          {error}
        </p>
      )}
    </div>
  );
}
