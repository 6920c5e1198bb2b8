import { useEffect, useState } from 'react';
import {
  IN_APP_DELAY_MS,
  fetchInAppMessages,
  inAppConfig,
  type InAppMessage as Message,
} from '../../../src/core/inAppMessages';
import { getSession } from '../../../src/core/session';
import { useWidget } from '../../../src/ui/WidgetContext';

const frameDoc = (m: Message) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><base target="_blank"><title>${m.title.replace(/[<&]/g, '')}</title></head><body>${m.html}</body></html>`;

/**
 * The first in-app message, 2000 ms after each search (spec 01 §7) when the host page configured
 * `window.TEETIME_IN_APP` and a user is signed in. A non-modal panel that never takes focus; the
 * message's html runs in a sandboxed iframe (no scripts) whose links open in a new tab.
 */
export function InAppMessage({ searchKey }: { searchKey: string }) {
  const { api, css } = useWidget();
  const [message, setMessage] = useState<Message | null>(null);

  useEffect(() => {
    const config = inAppConfig();
    if (!config || !getSession().get().user) return;
    const ctrl = new AbortController();
    const timer = setTimeout(() => {
      void fetchInAppMessages(api, { endpoint: config.endpoint, signal: ctrl.signal }).then((m) => {
        if (!ctrl.signal.aborted && m[0]) setMessage(m[0]);
      });
    }, IN_APP_DELAY_MS);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [searchKey, api]);

  if (!message) return null;
  const panel = css`
    position: fixed;
    right: 20px;
    bottom: 20px;
    z-index: 1000;
    width: calc(100% - 40px);
    max-width: 480px;
    box-sizing: border-box;
    padding: 12px;
    background: var(--tt-card);
    color: var(--tt-text);
    border: 1px solid var(--tt-field-line);
    border-radius: 8px;
    box-shadow: 0 4px 16px rgba(0, 0, 0, 0.2);
    div {
      display: flex;
      justify-content: space-between;
      align-items: center;
      gap: 8px;
    }
    iframe {
      display: block;
      width: 100%;
      height: 180px;
      border: 0;
      margin-top: 8px;
    }
  `;
  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-label={message.title}
      className={panel}
      onKeyDown={(e) => e.key === 'Escape' && setMessage(null)}
    >
      <div>
        <strong>{message.title}</strong>
        <button type="button" className="tt-button" onClick={() => setMessage(null)}>
          Close
        </button>
      </div>
      <iframe
        title={message.title}
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        srcDoc={frameDoc(message)}
      />
    </div>
  );
}
