import { useId, useState, type ReactNode } from 'react';

interface Props {
  /** The disclosure button's words, e.g. "Promo code". */
  label: string;
  /** What it saves (or adds), beside the button: "−$10.00", "Save $3 with BONUS3". */
  note?: string | null;
  /** Open from the start (something is applied, or there is a message to read). */
  open?: boolean;
  children: ReactNode;
}

/**
 * One optional extra (promo code, gift card, points, donation) behind an outline disclosure
 * button, so the extras never compete with Pay; what it saves shows beside the button.
 */
export function Extra({ label, note, open: initial = false, children }: Props) {
  const [open, setOpen] = useState(initial);
  const id = useId();
  return (
    <div className="tt-extra">
      <div className="tt-extra-head">
        <button
          type="button"
          className="tt-button tt-secondary"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
        >
          {label}
          <span aria-hidden="true" className="tt-extra-sign">
            {open ? '−' : '+'}
          </span>
        </button>
        {note && <span className="tt-saving">{note}</span>}
      </div>
      <div id={id} hidden={!open} className="tt-extra-body">
        {children}
      </div>
    </div>
  );
}
