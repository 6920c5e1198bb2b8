/** The page commands of tests/support/pageCommandsPlugin.mjs, for browser tests. */
import { executeServerCommand } from '@web/test-runner-commands';

export interface FakeWallets {
  /** Payment-method identifiers the stand-in offers (https://google.com/pay, https://apple.com/apple-pay). */
  offered: string[];
  /** The token its sheet answers. */
  token: string;
  /** Every method the wallet frame asked about. */
  probed: string[];
  /** Every method whose sheet opened. */
  shown: string[];
  /** Stand in for Safari's ApplePaySession too. */
  applePaySession: boolean;
}

type Win = Window & { __teetimeFakeWallets?: FakeWallets };

/**
 * A stand-in for the browser's Payment Request API in the wallet frames mounted from now on
 * (the checkout asks the browser in its wallet frame, not on the page). `restore` ends it.
 */
export async function fakeWallets(
  offered: string[],
  token = 'tok_wallet_ok',
  applePaySession = offered.includes('https://apple.com/apple-pay'),
) {
  await executeServerCommand<boolean, undefined>('fake-wallets');
  const fake: FakeWallets = { offered, token, probed: [], shown: [], applePaySession };
  (window as Win).__teetimeFakeWallets = fake;
  return {
    ...fake,
    probed: fake.probed,
    shown: fake.shown,
    restore: () => delete (window as Win).__teetimeFakeWallets,
  };
}

/** The console's errors and warnings (every frame of the page) since the last call; the first call starts listening. */
export const consoleMessages = () => executeServerCommand<string[], undefined>('console-messages');
