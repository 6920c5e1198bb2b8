import { useEffect, useState } from 'react';

/** Payment Request method identifiers of the two wallets. */
const METHODS = { applePay: 'https://apple.com/apple-pay', googlePay: 'https://google.com/pay' } as const;
export type Wallet = keyof typeof METHODS;

const request = (wallet: Wallet, total: number, currency: string) =>
  new PaymentRequest([{ supportedMethods: METHODS[wallet] }], {
    total: { label: 'Tee time', amount: { currency, value: total.toFixed(2) } },
  });

/** Which wallets the browser offers through the Payment Request API (none without it). */
export function useWallets(enabled: boolean): Record<Wallet, boolean> {
  const [offered, setOffered] = useState({ applePay: false, googlePay: false });
  useEffect(() => {
    if (!enabled || typeof window.PaymentRequest !== 'function') return;
    let live = true;
    for (const wallet of Object.keys(METHODS) as Wallet[]) {
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
