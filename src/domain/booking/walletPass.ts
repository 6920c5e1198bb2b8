/**
 * Which wallet pass the confirmation loads (spec 01 §2): Apple Wallet on Apple devices, Google
 * Wallet otherwise, none for app-clip links. `platform` is navigator.platform, the user-agent
 * data platform or the user agent itself.
 */
export function walletPass(
  platform: string | null | undefined,
  isAppClip: boolean,
): 'apple' | 'google' | null {
  if (isAppClip) return null;
  return /iphone|ipad|ipod|mac|ios/i.test(platform ?? '') ? 'apple' : 'google';
}
