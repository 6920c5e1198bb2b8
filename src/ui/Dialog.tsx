import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useWidget } from './WidgetContext';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>`: it sits in the top layer (no host-page
 * overflow or z-index can clip it), makes the rest of the page inert, closes on Escape,
 * and the browser returns focus to what opened it.
 */
export function Dialog({ open, title, onClose, children }: DialogProps) {
  const { css } = useWidget();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // Opened and closed as the render commits, not after its paint: the step that follows a dialog
  // (a form shown as it closes) is never on screen under a modal that still makes it inert, where
  // focus and typing would not reach it.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const box = css`
    width: min(420px, calc(100vw - 32px));
    padding: 20px;
    border: 0;
    border-radius: 12px;
    color: var(--tt-text, #1c2321);
    background: var(--tt-surface, #fff);
    box-shadow: 0 12px 40px rgb(0 0 0 / 25%);
    &::backdrop {
      background: rgb(0 0 0 / 45%);
    }
    header {
      display: flex;
      align-items: center;
      justify-content: space-between;
      margin-bottom: 12px;
    }
    h2 {
      margin: 0;
      font-size: 1.25em;
    }
    .tt-close {
      border: 0;
      background: transparent;
      font-size: 1.5em;
      line-height: 1;
      cursor: pointer;
      padding: 4px 8px;
    }
  `;

  return (
    <dialog
      ref={ref}
      className={box}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <header>
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="tt-close" aria-label="Close" onClick={onClose}>
              ×
            </button>
          </header>
          {children}
        </>
      )}
    </dialog>
  );
}
