import type { AnyShape, Answer } from '../../../src/core/api/apiPaths';
import { useEffect, useState } from 'react';
import { walletPass } from '../../../src/domain/booking/walletPass';
import { useRequest } from '../../../src/ui/useRequest';

/** The pass: its JSON for Apple Wallet (ios), a save link for Google Wallet (android). */
type PassAnswer = AnyShape<
  Answer<'get', 'v6/mobile_wallet/ios/{id}'> | Answer<'get', 'v6/mobile_wallet/android/{id}'>
>;
import { useWidget } from '../../../src/ui/WidgetContext';

interface Props {
  reservationId: string;
  accessToken?: string;
  isAppClip: boolean;
}

const platform = () =>
  (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ||
  navigator.platform ||
  navigator.userAgent;

/** Apple Wallet on Apple devices, Google Wallet otherwise, none for app-clip links. */
export function WalletPass({ reservationId, accessToken, isAppClip }: Props) {
  const { api } = useWidget();
  const kind = walletPass(platform(), isAppClip);
  const [href, setHref] = useState<string | null>(null);
  const pass = useRequest<PassAnswer>(
    (signal) =>
      api.get(
        `v6/mobile_wallet/${kind === 'apple' ? 'ios' : 'android'}/${encodeURIComponent(reservationId)}`,
        { signal, params: { accessToken } },
      ),
    [api, kind, reservationId, accessToken],
    kind !== null,
  );
  const data = pass.data;
  useEffect(() => {
    if (kind !== 'apple' || !data?.pass) return;
    // The sandbox answers the pass as JSON; hand it over as a file, revoked on removal.
    const url = URL.createObjectURL(
      new Blob([JSON.stringify(data.pass)], { type: 'application/vnd.apple.pkpass' }),
    );
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [kind, data]);
  if (!kind || !data) return null;
  if (kind === 'google' && data.url)
    return (
      <p>
        <a className="tt-button tt-secondary" href={data.url} target="_blank" rel="noopener noreferrer">
          Save to Google Wallet
        </a>
      </p>
    );
  return href ? (
    <p>
      <a className="tt-button tt-secondary" href={href} download="teetime.pkpass">
        Add to Apple Wallet
      </a>
    </p>
  ) : null;
}
