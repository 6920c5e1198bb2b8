import type { WalletName } from '../../../src/core/walletFrameProtocol';

/** Payment Request method identifiers of the two wallets. */
export const WALLET_METHODS: Record<WalletName, string> = {
  applePay: 'https://apple.com/apple-pay',
  googlePay: 'https://google.com/pay',
};

export const walletRequest = (wallet: WalletName, total: number, currency: string) =>
  new PaymentRequest([{ supportedMethods: WALLET_METHODS[wallet] }], {
    total: { label: 'Tee time', amount: { currency, value: total.toFixed(2) } },
  });

type WalletWindow = Window & {
  PaymentRequest?: unknown;
  ApplePaySession?: { (): void; canMakePayments?: () => boolean };
};

/**
 * The wallets worth asking the Payment Request API about: Apple Pay only where the browser has
 * Apple Pay (`ApplePaySession`, Safari) and says it can pay; Google Pay wherever Payment Request
 * exists. Asking fetches the wallet's payment-method manifest, which the wallet frame's own
 * policy allows: nothing is asked that the browser cannot use.
 */
export function walletsToProbe(win: Window = window): WalletName[] {
  const w = win as WalletWindow;
  if (typeof w.PaymentRequest !== 'function') return [];
  const apple = w.ApplePaySession;
  let appleOk = false;
  try {
    appleOk = typeof apple === 'function' && (apple.canMakePayments?.() ?? true);
  } catch {
    appleOk = false;
  }
  return appleOk ? ['applePay', 'googlePay'] : ['googlePay'];
}

/** The wallets (of those worth asking) the browser can pay with. */
export async function offeredWallets(win: Window = window): Promise<WalletName[]> {
  const answers = await Promise.all(
    walletsToProbe(win).map(async (wallet) => {
      try {
        return (await walletRequest(wallet, 1, 'USD').canMakePayment()) ? wallet : null;
      } catch {
        return null; // the browser does not know this method
      }
    }),
  );
  return answers.filter((w): w is WalletName => w !== null);
}

/** The one-time token of a wallet's answer. */
export function walletToken(details: unknown): string {
  const d = details as { token?: string; paymentMethodData?: { tokenizationData?: { token?: string } } };
  return d?.token ?? d?.paymentMethodData?.tokenizationData?.token ?? JSON.stringify(d);
}
