import { frameLoaded } from './cardFrame';
import { WALLET_FRAME, type FromWalletFrame, type ToWalletFrame } from './walletFrameProtocol';

/**
 * The hosted wallet buttons for a widget: on the API's origin, told the page's origin.
 */
export function walletFrameUrl(apiBase: string, appKey: string, pageOrigin: string): string {
  const q = new URLSearchParams({ origin: pageOrigin, key: appKey });
  return `${apiBase.replace(/\/+$/, '')}/hosted/wallets?${q}`;
}

/**
 * Talks to one wallet frame, as connectCardFrame does to the card fields: only messages from that
 * frame's window and origin count; messages go to that origin only, and only once the frame said
 * ready (before, its window holds the blank document of the page's origin). Connect as the frame
 * is put on the page, so its first ready is heard.
 */
export function connectWalletFrame(iframe: HTMLIFrameElement, onMessage: (m: FromWalletFrame) => void) {
  const frameOrigin = new URL(iframe.src, location.href).origin;
  let ready = false;
  let last: ToWalletFrame | null = null;
  const post = (message: ToWalletFrame) =>
    iframe.contentWindow?.postMessage({ source: WALLET_FRAME, ...message }, frameOrigin);
  const listener = (e: MessageEvent) => {
    if (e.origin !== frameOrigin || e.source !== iframe.contentWindow) return;
    const msg = e.data as FromWalletFrame & { source?: string };
    if (!msg || msg.source !== WALLET_FRAME) return;
    if (msg.type === 'ready' && !ready) {
      ready = true;
      if (last) post(last);
    }
    onMessage(msg);
  };
  window.addEventListener('message', listener);
  const hello = () => {
    if (!ready) post({ type: 'hello' });
  };
  iframe.addEventListener('load', hello);
  if (frameLoaded(iframe)) hello();
  return {
    /** The buttons to show (kept until the frame is ready, then sent). */
    show(message: Extract<ToWalletFrame, { type: 'show' }>) {
      last = message;
      if (ready) post(message);
    },
    complete(result: 'success' | 'fail') {
      if (ready) post({ type: 'complete', result });
    },
    disconnect() {
      window.removeEventListener('message', listener);
      iframe.removeEventListener('load', hello);
    },
  };
}
