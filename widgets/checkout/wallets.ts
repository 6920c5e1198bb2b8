import { useEffect, useState } from 'react';

/** Payment Request method identifiers of the two wallets. */
const METHODS = { applePay: 'https://apple.com/apple-pay', googlePay: 'https://google.com/pay' } as const;
export type Wallet = keyof typeof METHODS;

const request = (wallet: Wallet, total: number, currency: string) =>
  new PaymentRequest([{ supportedMethods: METHODS[wallet] }], {
    total: { label: 'Tee time', amount: { currency, value: total.toFixed(2) } },
  });

type WalletWindow = Window & {
  PaymentRequest?: unknown;
  ApplePaySession?: { (): void; canMakePayments?: () => boolean };
};

/**
 * The wallets worth asking the Payment Request API about: Apple Pay only where the browser has
 * Apple Pay (`ApplePaySession`, Safari) and says it can pay; Google Pay wherever Payment Request
 * exists. Asking fetches the wallet's payment-method manifest (https://apple.com/apple-pay,
 * https://google.com/pay), which a strict host CSP must allow (docs/csp.md): nothing is
 * asked that the browser cannot use.
 */
export function walletsToProbe(win: Window = window): Wallet[] {
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

/**
 * Which wallets the browser offers through the Payment Request API. Nothing is probed unless the
 * brand offers wallets (`enabled`, the digitalWallets feature), and only wallets the browser can
 * use (walletsToProbe).
 */
export function useWallets(enabled: boolean): Record<Wallet, boolean> {
  const [offered, setOffered] = useState({ applePay: false, googlePay: false });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    for (const wallet of walletsToProbe()) {
      try {
        request(wallet, 1, 'USD')
          .canMakePayment()
          .then((ok) => {
            if (ok && live) setOffered((o) => ({ ...o, [wallet]: true }));
          })
          .catch(() => undefined);
      } catch {
        // The browser does not know this method.
      }
    }
    return () => {
      live = false;
    };
  }, [enabled]);
  return offered;
}

export interface WalletPayment {
  token: string;
  complete(result: 'success' | 'fail'): void;
}

/**
 * The sandbox's test wallet (offered where the sandbox says `sandbox_wallet` and the browser has
 * no wallet): pays as Google Pay with a token the sandbox gateway accepts, without a sheet.
 */
export const TEST_WALLET: WalletPayment = { token: 'tok_sandbox_wallet', complete: () => undefined };

/** Shows the wallet sheet; null when the buyer closes it. */
export async function walletPayment(
  wallet: Wallet,
  total: number,
  currency: string,
): Promise<WalletPayment | null> {
  try {
    const response = await request(wallet, total, currency).show();
    const d = response.details as {
      token?: string;
      paymentMethodData?: { tokenizationData?: { token?: string } };
    };
    const token = d?.token ?? d?.paymentMethodData?.tokenizationData?.token ?? JSON.stringify(d);
    return { token, complete: (r) => void response.complete(r).catch(() => undefined) };
  } catch (e) {
    if ((e as Error)?.name === 'AbortError') return null;
    throw e;
  }
}
