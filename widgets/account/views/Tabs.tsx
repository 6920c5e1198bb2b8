import { useAtom } from 'jotai';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { focusTabAtom } from '../accountState';

interface TabsProps {
  label: string;
  className: string;
  /** Tab texts; each tab is a screen of its own (choosing one navigates). */
  names: readonly string[];
  /** The current tab; -1 when the screen is none of them (its panel is then a plain region). */
  current: number;
  onChoose: (index: number) => void;
  children: ReactNode;
}

/**
 * A tablist of screens (bookings, the moderator's tabs) and its panel: arrow keys (wrapping), Home
 * and End choose a tab; a tab chosen with the keyboard keeps the focus on the screen it opens.
 */
export function Tabs({ label, className, names, current, onChoose, children }: TabsProps) {
  const id = useId();
  const [focusTab, setFocusTab] = useAtom(focusTabAtom);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  useEffect(() => {
    if (focusTab) tabs.current[current]?.focus();
    setFocusTab(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const n = names.length;
  const choose = (i: number, keyboard: boolean) => {
    if (i === current) return tabs.current[i]?.focus();
    setFocusTab(keyboard);
    onChoose(i);
  };
  return (
    <>
      <div role="tablist" aria-label={label} className={className}>
        {names.map((name, i) => (
          <button
            key={name}
            ref={(b) => void (tabs.current[i] = b)}
            type="button"
            role="tab"
            id={`${id}-${i}`}
            aria-selected={i === current}
            aria-controls={i === current ? `${id}-panel` : undefined}
            tabIndex={i === Math.max(current, 0) ? 0 : -1}
            onClick={() => i !== current && choose(i, false)}
            onKeyDown={(e) => {
              const to = { ArrowRight: i + 1, ArrowLeft: i + n - 1, Home: 0, End: n - 1 }[e.key];
              if (to === undefined) return;
              e.preventDefault();
              choose(to % n, true);
            }}
          >
            {name}
          </button>
        ))}
      </div>
      <div
        id={`${id}-panel`}
        role={current < 0 ? undefined : 'tabpanel'}
        aria-labelledby={current < 0 ? undefined : `${id}-${current}`}
      >
        {children}
      </div>
    </>
  );
}
