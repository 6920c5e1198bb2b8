import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { connectWalletFrame, walletFrameUrl } from '../../../src/core/walletFrame';
import type { WalletName } from '../../../src/core/walletFrameProtocol';
import { useWidget } from '../../../src/ui/WidgetContext';
import type { WalletPayment } from '../wallets';

interface Props {
  /** The buttons to show, in order (none until the frame said what the browser offers). */
  wallets: WalletName[];
  /** The sandbox's test wallet instead (pays as Google Pay, no sheet). */
  test: boolean;
  total: number;
  currency: string;
  disabled: boolean;
  /** What the browser offers, once the frame asked it. */
  onOffered(wallets: WalletName[]): void;
  /** A wallet paid: its token, and how to close its sheet. */
  onPaid(wallet: WalletName, payment: WalletPayment): void;
  /** The sheet could not open. */
  onFailed(message: string): void;
}

/**
 * The wallet buttons, in a frame on the marketplace origin (`allow="payment"`): the browser's
 * Payment Request API, and the wallets' manifests it fetches, run under the frame's policy, so
 * a partner's policy allows the marketplace origin only (docs/csp.md). Full width, above the card.
 */
export function WalletButtons({
  wallets,
  test,
  total,
  currency,
  disabled,
  onOffered,
  onPaid,
  onFailed,
}: Props) {
  const { api } = useWidget();
  const ref = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(0);
  const src = useMemo(() => walletFrameUrl(api.baseURL, api.appKey, location.origin), [api]);
  const handlers = useRef({ onOffered, onPaid, onFailed });
  handlers.current = { onOffered, onPaid, onFailed };
  const frame = useRef<ReturnType<typeof connectWalletFrame> | null>(null);

  // Connected as the frame is put on the page, before it can load: its first ready is heard.
  useLayoutEffect(() => {
    const iframe = ref.current;
    if (!iframe) return;
    const connection = connectWalletFrame(iframe, (m) => {
      if (m.type === 'ready') iframe.dataset.ready = 'true';
      else if (m.type === 'offered') handlers.current.onOffered(m.wallets);
      else if (m.type === 'resize') setHeight(m.height);
      else if (m.type === 'paid')
        handlers.current.onPaid(m.wallet, { token: m.token, complete: (r) => connection.complete(r) });
      else if (m.type === 'failed') handlers.current.onFailed(m.message);
    });
    frame.current = connection;
    return () => {
      connection.disconnect();
      frame.current = null;
    };
  }, [src]);

  const walletsKey = wallets.join(',');
  useEffect(() => {
    const iframe = ref.current;
    if (!iframe) return;
    const style = getComputedStyle(iframe);
    const focus = style.getPropertyValue('--tt-focus').trim();
    frame.current?.show({
      type: 'show',
      wallets: walletsKey ? (walletsKey.split(',') as WalletName[]) : [],
      test,
      total,
      currency,
      disabled,
      theme: { font: style.fontFamily, size: style.fontSize, ...(focus ? { focus } : {}) },
    });
  }, [walletsKey, test, total, currency, disabled]);

  return (
    <iframe
      ref={ref}
      src={src}
      allow="payment"
      title="Pay with a digital wallet"
      className="tt-wallet-frame"
      style={{ height: `${height}px` }}
      data-testid="wallets"
    />
  );
}
