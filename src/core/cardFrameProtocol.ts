/**
 * Messages between a widget (the checkout's new card, the account's "add a card") and the hosted
 * card fields (a frame on the marketplace origin, `/api/hosted/card-fields`). Both sides check the
 * other's origin and window; the frame never sends card data, only a one-time gateway token with
 * the brand and last four digits.
 */
export const CARD_FRAME = 'teetime-card-fields';

/** The card fields inside the frame, in keyboard order. */
export const FRAME_FIELDS = ['number', 'expiryMonth', 'expiryYear', 'cvv'] as const;
export type FrameField = (typeof FRAME_FIELDS)[number];

/** True for a field that lives in the frame (its errors show there), false for the widget's own. */
export const isFrameField = (name: string): name is FrameField =>
  (FRAME_FIELDS as readonly string[]).includes(name);

export interface CardToken {
  gatewayId: string;
  gatewayToken: string;
  brand: string;
  lastFour: string;
}

export interface FrameTheme {
  font?: string;
  size?: string;
  text?: string;
  focus?: string;
}

/**
 * The widget asks. `hello` asks the frame to say `ready` again (its first `ready` may come
 * before the widget listens); `check` validates only; `tokenize` validates, then tokenizes.
 */
export type ToFrame =
  | { type: 'hello' }
  | { type: 'check'; id: number }
  | { type: 'tokenize'; id: number; name: string; zip: string }
  | { type: 'clear'; fields: FrameField[] }
  | { type: 'focus' }
  | { type: 'theme'; theme: FrameTheme };

/** The frame answers (`id` echoes the question). Field errors are plain-words messages by field. */
export type FromFrame =
  | { type: 'ready' }
  | { type: 'resize'; height: number }
  | { type: 'submit' }
  /** Errors still shown in the frame (after the golfer fixed one). */
  | { type: 'errors'; count: number }
  | { type: 'checked'; id: number; errors: Record<string, string> }
  | { type: 'token'; id: number; token: CardToken }
  | { type: 'failed'; id: number; errors: Record<string, string>; message: string | null };
