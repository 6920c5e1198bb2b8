import { describe, expect, it } from 'vitest';
import { walletPass } from './walletPass';

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

describe('walletPass', () => {
  it('Apple Wallet on Apple devices', () => {
    expect(walletPass('iPhone', false)).toBe('apple');
    expect(walletPass('MacIntel', false)).toBe('apple');
    expect(walletPass('macOS', false)).toBe('apple');
    expect(walletPass(IPHONE_UA, false)).toBe('apple');
  });

  it('Google Wallet otherwise', () => {
    expect(walletPass('Linux armv8l', false)).toBe('google');
    expect(walletPass('Win32', false)).toBe('google');
    expect(walletPass(ANDROID_UA, false)).toBe('google');
    expect(walletPass(undefined, false)).toBe('google');
  });

  it('none for app-clip links', () => {
    expect(walletPass('iPhone', true)).toBeNull();
    expect(walletPass(ANDROID_UA, true)).toBeNull();
  });
});
