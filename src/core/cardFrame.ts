import {
  CARD_FRAME,
  type CardToken,
  type FrameField,
  type FrameTheme,
  type FromFrame,
  type ToFrame,
} from './cardFrameProtocol';

export type FrameAnswer =
  { ok: true; token: CardToken } | { ok: false; errors: Record<string, string>; message: string | null };

/** What a card form (the checkout's payment, the account's new card) asks of the hosted card fields. */
export interface CardFrameHandle {
  /** Validates the card in the frame (errors show there); answers its field errors. */
  check(): Promise<Record<string, string>>;
  /** Validates and tokenizes; the name and zip typed in the widget go along (the frame's own zip wins). */
  tokenize(name: string, zip: string): Promise<FrameAnswer>;
  clear(fields: FrameField[]): void;
  focus(): void;
}

/**
 * The hosted card fields page for a widget: on the API's origin, told the page's origin; `zip`
 * puts the zip code on the card row (the frame then tokenizes with its own zip).
 */
export function cardFrameUrl(apiBase: string, appKey: string, pageOrigin: string, zip = false): string {
  const q = new URLSearchParams({ origin: pageOrigin, key: appKey, ...(zip ? { zip: '1' } : {}) });
  return `${apiBase.replace(/\/+$/, '')}/hosted/card-fields?${q}`;
}

/**
 * True once a frame holds its own page, not the blank document of the embedding page's origin
 * it starts with (a message to the frame's origin would be refused then). A page of another
 * origin gives no document at all.
 */
export function frameLoaded(iframe: HTMLIFrameElement): boolean {
  const doc = iframe.contentDocument;
  return doc === null || (doc.URL !== 'about:blank' && doc.readyState !== 'loading');
}

const TIMEOUT_MS = 20_000;
/** What a card form says when the frame cannot be reached. */
export const NOT_READY = 'The card fields did not load. Check your connection and try again.';

/**
 * Talks to one card-fields frame. Only messages from that frame's window and origin count;
 * questions go to that origin only, and only once the frame's own page is known to be there (it
 * said ready): before that, the frame's window holds the initial blank document of the page's
 * origin, and a message to the frame's origin would be refused ("target origin does not match").
 * Connect before the frame can load (as the frame is put on the page: a layout effect or a ref),
 * so its first ready is heard. `onEvent` hears ready, resize, submit and errors.
 */
export function connectCardFrame(
  iframe: HTMLIFrameElement,
  onEvent: (m: Extract<FromFrame, { type: 'ready' | 'resize' | 'submit' | 'errors' }>) => void,
): CardFrameHandle & { theme(theme: FrameTheme): void; disconnect(): void } {
  const frameOrigin = new URL(iframe.src, location.href).origin;
  const waiting = new Map<number, (m: FromFrame) => void>();
  let next = 1;
  // Until the frame's script says it is ready, questions wait (a message sent earlier is lost).
  let ready = false;
  const queued: ToFrame[] = [];

  const post = (message: ToFrame) =>
    iframe.contentWindow?.postMessage({ source: CARD_FRAME, ...message }, frameOrigin);
  const send = (message: ToFrame) => (ready ? post(message) : queued.push(message));
  const listener = (e: MessageEvent) => {
    if (e.origin !== frameOrigin || e.source !== iframe.contentWindow) return;
    const msg = e.data as FromFrame & { source?: string };
    if (!msg || msg.source !== CARD_FRAME) return;
    if (msg.type === 'ready') {
      ready = true;
      queued.splice(0).forEach(post);
    }
    if (msg.type === 'ready' || msg.type === 'resize' || msg.type === 'submit' || msg.type === 'errors')
      return onEvent(msg);
    waiting.get(msg.id)?.(msg);
    waiting.delete(msg.id);
  };
  window.addEventListener('message', listener);
  // The frame says ready once its script runs. Should that have been missed, its load (its own
  // document, on its origin, is there then) asks it again; it answers ready each time.
  const hello = () => {
    if (!ready) post({ type: 'hello' });
  };
  iframe.addEventListener('load', hello);
  // Connected after the frame loaded (its first ready went out before this listener): ask now.
  if (frameLoaded(iframe)) hello();

  const ask = (question: (id: number) => ToFrame) =>
    new Promise<FromFrame>((resolve) => {
      const id = next++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        resolve({ type: 'failed', id, errors: {}, message: NOT_READY });
      }, TIMEOUT_MS);
      waiting.set(id, (m) => {
        clearTimeout(timer);
        resolve(m);
      });
      send(question(id));
    });

  return {
    async check() {
      const m = await ask((id) => ({ type: 'check', id }));
      return m.type === 'checked' || m.type === 'failed' ? m.errors : {};
    },
    async tokenize(name, zip) {
      const m = await ask((id) => ({ type: 'tokenize', id, name, zip }));
      if (m.type === 'token') return { ok: true, token: m.token };
      return m.type === 'failed'
        ? { ok: false, errors: m.errors, message: m.message }
        : { ok: false, errors: {}, message: NOT_READY };
    },
    clear: (fields) => send({ type: 'clear', fields }),
    focus() {
      iframe.focus();
      send({ type: 'focus' });
    },
    theme: (theme) => send({ type: 'theme', theme }),
    disconnect() {
      window.removeEventListener('message', listener);
      iframe.removeEventListener('load', hello);
      waiting.clear();
    },
  };
}
