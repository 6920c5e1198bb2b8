import { useState, type ReactNode } from 'react';
import { Dialog } from '../../../src/ui/Dialog';
import { useAccountStyles } from '../styles';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The button that does it ("Remove", "Delete alert"). */
  yes: string;
  onYes: () => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}

/** Asks before something that cannot be undone; says what failed and lets the golfer try again. */
export function ConfirmDialog({ open, title, yes, onYes, onClose, children }: ConfirmDialogProps) {
  const s = useAccountStyles();
  const [state, setState] = useState({ busy: false, error: '' });
  const close = () => {
    setState({ busy: false, error: '' });
    onClose();
  };
  return (
    <Dialog open={open} title={title} onClose={close}>
      {children}
      {state.error && (
        <p className="tt-form-error" role="alert">
          {state.error}
        </p>
      )}
      <div className={s.actions}>
        <button
          type="button"
          className="tt-button"
          disabled={state.busy}
          onClick={async () => {
            setState({ busy: true, error: '' });
            try {
              await onYes();
              setState({ busy: false, error: '' });
            } catch (e) {
              setState({ busy: false, error: (e as Error).message });
            }
          }}
        >
          {state.busy ? 'Working…' : yes}
        </button>
        <button type="button" className="tt-button tt-secondary" onClick={close}>
          Keep it
        </button>
      </div>
    </Dialog>
  );
}
