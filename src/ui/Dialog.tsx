import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { dialogBox } from './dialogBox';
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

  const box = dialogBox(css);

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
