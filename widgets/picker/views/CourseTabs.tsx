import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { usePickerStyles } from '../styles';
import type { Course } from '../types';
import { CourseDetails } from './CourseDetails';
import { Scorecard } from './Scorecard';

const TABS = ['Course Details', 'Reviews', 'Tee Details'] as const;

/** Course Details, Reviews (read only) and Tee Details as a tablist: arrow keys, Home and End move between tabs. */
export function CourseTabs({ course }: { course: Course }) {
  const s = usePickerStyles();
  const id = useId();
  const [tab, setTab] = useState(0);
  const list = useRef<HTMLDivElement>(null);
  const onKey = (e: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: tab + 1,
      ArrowLeft: tab - 1,
      Home: 0,
      End: TABS.length - 1,
    };
    const to = moves[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const next = (to + TABS.length) % TABS.length;
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
            {name}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}p${tab}`} aria-labelledby={`${id}t${tab}`} tabIndex={0}>
        {tab === 0 && <CourseDetails course={course} />}
        {tab === 1 && (
          <p>
            {course.rating ? `Rated ${course.rating.value} out of 5 by golfers. ` : ''}
            Reviews are not available here yet.
          </p>
        )}
        {tab === 2 && <Scorecard courseId={course.id} />}
      </div>
    </section>
  );
}
