/** The checkout's wallet frame (/api/hosted/wallets), for the browser tests. */

/** The wallet frame's document in a checkout's shadow root, once its script is ready (same origin in tests). */
export function walletFrameDoc(el: Element): Document | null {
  const frame = el.shadowRoot?.querySelector<HTMLIFrameElement>('iframe.tt-wallet-frame');
  return frame?.dataset.ready === 'true' ? frame.contentDocument : null;
}

/** The wallet buttons, in order. */
export const walletButtons = (el: Element) => [
  ...(walletFrameDoc(el)?.querySelectorAll<HTMLButtonElement>('button.wallet') ?? []),
];

/** Their names ("Google Pay", "Test payment (no charge)"). */
export const walletNames = (el: Element) => walletButtons(el).map((b) => b.textContent ?? '');

/** Where an element of the wallet frame is on the page. */
export function pageRect(inFrame: Element): DOMRect {
  const frame = (inFrame.ownerDocument.defaultView?.frameElement as Element).getBoundingClientRect();
  const r = inFrame.getBoundingClientRect();
  return new DOMRect(frame.left + r.left, frame.top + r.top, r.width, r.height);
}
