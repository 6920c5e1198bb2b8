/**
 * Digital wallets run in the marketplace's wallet frame (views/WalletButtons.tsx, hosted/wallets.ts):
 * the partner page never calls the Payment Request API, so its policy needs no wallet origin.
 */
import type { WalletName } from '../../src/core/walletFrameProtocol';

export type Wallet = WalletName;

/** A wallet's one-time token, and how to close its sheet once the payment is known. */
export interface WalletPayment {
  token: string;
  complete(result: 'success' | 'fail'): void;
}
