/**
 * Messages between the checkout and its wallet buttons (a frame on the marketplace origin,
 * `/api/hosted/wallets`). The browser's Payment Request API runs in that frame, so a partner's
 * policy allows the marketplace origin only (the wallets' payment-method manifests are fetched
 * under the frame's own policy). Both sides check the other's origin and window.
 */
export const WALLET_FRAME = 'teetime-wallets';

export type WalletName = 'applePay' | 'googlePay';

export interface WalletTheme {
  font?: string;
  size?: string;
  focus?: string;
}

/**
 * The checkout asks. `hello` asks the frame to say `ready` again; `show` lists the buttons to show
 * (in order; `test`: the sandbox's test wallet instead) with the amount of the sheet; `complete`
 * ends the sheet of the last payment.
 */
export type ToWalletFrame =
  | { type: 'hello' }
  | {
      type: 'show';
      wallets: WalletName[];
      test: boolean;
      total: number;
      currency: string;
      disabled: boolean;
      theme: WalletTheme;
    }
  | { type: 'complete'; result: 'success' | 'fail' };

/**
 * The frame answers: `offered`, the wallets the browser can pay with (asked once, and only about
 * wallets it has); `paid`, a wallet's one-time token (never a card number); `closed`, the golfer
 * closed the sheet; `failed`, the sheet could not open.
 */
export type FromWalletFrame =
  | { type: 'ready' }
  | { type: 'offered'; wallets: WalletName[] }
  | { type: 'resize'; height: number }
  | { type: 'paid'; wallet: WalletName; token: string }
  | { type: 'closed' }
  | { type: 'failed'; message: string };
