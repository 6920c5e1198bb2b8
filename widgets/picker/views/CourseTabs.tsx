import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { isFeatureOn } from '../../../src/core/features';
import { courseTab, type CourseTab } from '../../../src/domain/booking/courseTab';
import { stripKey } from '../../../src/domain/booking/pickerRules';
import { useWidget } from '../../../src/ui/WidgetContext';
import { usePickerStyles } from '../styles';
import { TAB_NAMES } from '../words';

interface CourseTabsProps {
  /** What a tab shows (views/coursePanel: details, reviews, the scorecard). */
  panel: (tab: CourseTab) => ReactNode;
  /** The `tab` attribute: details, reviews or tee-details (anything else is details). */
  initial?: string | undefined;
}

/**
 * Course details, Reviews (read only, with the brand's course reviews feature) and Tee details as
 * a tablist, each tab's panel given by `panel`: arrow keys, Home and End move between tabs.
 */
export function CourseTabs({ panel, initial }: CourseTabsProps) {
  const s = usePickerStyles();
  const { brand } = useWidget();
  const id = useId();
  const reviewsOn = isFeatureOn(brand, 'courseReviews');
  const TABS = (Object.keys(TAB_NAMES) as CourseTab[]).filter((t) => reviewsOn || t !== 'reviews');
  const start = () => Math.max(0, TABS.indexOf(courseTab(initial, reviewsOn)));
  const [tab, setTab] = useState(start);
  // A new `tab` attribute (or the reviews feature) opens its tab; the first one is open already, so
  // a tab the golfer chose before this effect ran (tabs and tee times come in one paint) stays.
  const opened = useRef(`${initial}${reviewsOn}`);
  useEffect(() => {
    if (opened.current === (opened.current = `${initial}${reviewsOn}`)) return;
    setTab(start());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initial, reviewsOn]);
  const list = useRef<HTMLDivElement>(null);
  const onKey = (e: KeyboardEvent) => {
    const next = stripKey(e.key, tab, TABS.length, true);
    if (next === undefined) return;
    e.preventDefault();
    setTab(next);
    list.current?.querySelectorAll<HTMLButtonElement>('[role=tab]')[next]?.focus();
  };
  return (
    <section className={s.tabs} aria-label="About the course">
      <div role="tablist" aria-label="About the course" ref={list} onKeyDown={onKey}>
        {TABS.map((name, i) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${id}t${i}`}
            aria-selected={tab === i}
            aria-controls={`${id}p${i}`}
            tabIndex={tab === i ? 0 : -1}
            onClick={() => setTab(i)}
          >
            {TAB_NAMES[name]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}p${tab}`} aria-labelledby={`${id}t${tab}`} tabIndex={0}>
        {panel(TABS[tab]!)}
      </div>
    </section>
  );
}
