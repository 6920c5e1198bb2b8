/**
 * The script of the hosted wallet buttons (built to dist/hosted/wallets.js, served at
 * /api/hosted/wallets.js). The Payment Request API runs here, on the marketplace origin: the
 * frame asks the browser which wallets it offers, shows the buttons the checkout lists, opens the
 * wallet's sheet on a click and posts only the wallet's one-time token to the checkout.
 */
import {
  WALLET_FRAME,
  type FromWalletFrame,
  type ToWalletFrame,
  type WalletName,
  type WalletTheme,
} from '../../../src/core/walletFrameProtocol';
import { offeredWallets, walletRequest, walletToken } from './walletRequest';

const { parentOrigin = '' } = document.body.dataset;
const SAFE_CSS = /^[\w\s,.'"#()%-]{1,120}$/;
const NAMES: Record<WalletName, string> = { applePay: 'Apple Pay', googlePay: 'Google Pay' };
const box = document.getElementById('wallets') as HTMLElement;

function post(message: FromWalletFrame): void {
  window.parent.postMessage({ source: WALLET_FRAME, ...message }, parentOrigin);
}

let shown: Extract<ToWalletFrame, { type: 'show' }> | null = null;
let pending: PaymentResponse | null = null;
let offered: WalletName[] | null = null;

function applyTheme(theme: WalletTheme): void {
  const vars: [keyof WalletTheme, string][] = [
    ['font', '--font'],
    ['size', '--size'],
    ['focus', '--focus'],
  ];
  for (const [key, cssVar] of vars) {
    const value = theme[key];
    if (typeof value === 'string' && SAFE_CSS.test(value))
      document.documentElement.style.setProperty(cssVar, value);
  }
}

async function pay(wallet: WalletName): Promise<void> {
  if (!shown) return;
  if (shown.test) return post({ type: 'paid', wallet, token: 'tok_sandbox_wallet' });
  try {
    // Opened at once, in the click: the browser opens a wallet's sheet only for a click.
    const response = await walletRequest(wallet, shown.total, shown.currency).show();
    pending = response;
    post({ type: 'paid', wallet, token: walletToken(response.details) });
  } catch (e) {
    if ((e as Error)?.name === 'AbortError') post({ type: 'closed' });
    else post({ type: 'failed', message: `${NAMES[wallet]} could not open. Pay with a card instead.` });
  }
}

/** The buttons the checkout listed, each a full-width button. */
function render(): void {
  if (!shown) return;
  const wanted = shown.test ? (['googlePay'] as WalletName[]) : shown.wallets;
  box.replaceChildren(
    ...wanted.map((wallet) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'wallet';
      // The sandbox's stand-in, said as what it is: a test payment, only ever shown by the sandbox.
      button.textContent = shown?.test ? 'Test payment (no charge)' : NAMES[wallet];
      button.disabled = shown?.disabled ?? false;
      button.addEventListener('click', () => void pay(wallet));
      return button;
    }),
  );
}

window.addEventListener('message', (e: MessageEvent) => {
  // Only the checkout that embeds this frame, on the origin it declared, may ask.
  if (e.origin !== parentOrigin || e.source !== window.parent) return;
  const msg = e.data as ToWalletFrame & { source?: string };
  if (!msg || msg.source !== WALLET_FRAME) return;
  if (msg.type === 'hello') {
    post({ type: 'ready' });
    post({ type: 'resize', height: Math.ceil(document.documentElement.getBoundingClientRect().height) });
    if (offered) post({ type: 'offered', wallets: offered });
  } else if (msg.type === 'show') {
    shown = msg;
    applyTheme(msg.theme);
    render();
  } else if (msg.type === 'complete') {
    void pending?.complete(msg.result).catch(() => undefined);
    pending = null;
  }
});

// The checkout sizes the frame to its buttons.
new ResizeObserver(() =>
  post({ type: 'resize', height: Math.ceil(document.documentElement.getBoundingClientRect().height) }),
).observe(document.body);
post({ type: 'ready' });
void offeredWallets().then((wallets) => {
  offered = wallets;
  post({ type: 'offered', wallets });
});
