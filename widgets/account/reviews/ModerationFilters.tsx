import { useId } from 'react';
import {
  dateRangeError,
  type ModerationFilters as Filters,
} from '../../../src/domain/account/reviewModeration';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';

interface Options {
  courses: { slug: string; name: string }[];
  users: { id: string; name: string; email: string }[];
}

/** The moderator's filters: course, date range (from, to) and author; each change applies at once. */
export function ModerationFilters({
  value,
  onFilters,
}: {
  value: Filters;
  onFilters: (update: (f: Filters) => Filters) => void;
}) {
  const { api } = useWidget();
  const id = useId();
  const options = useRequest(
    async (signal): Promise<Options> => ({
      ...(await api.get('v6/course_reviews/courses', { signal })),
      ...(await api.get('v6/course_reviews/users', { signal })),
    }),
    [api],
  );
  const set = (key: keyof Filters) => (e: { currentTarget: { value: string } }) => {
    const v = e.currentTarget.value;
    onFilters((f) => ({ ...f, [key]: v }));
  };
  const wrongWay = dateRangeError(value.from, value.to);
  const select = (key: 'courseSlug' | 'userId', label: string, all: string, items: [string, string][]) => (
    <div className="tt-field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <select id={`${id}-${key}`} value={value[key] ?? ''} onInput={set(key)}>
        <option value="">{all}</option>
        {items.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
  const date = (key: 'from' | 'to', label: string) => (
    <div className="tt-field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        type="date"
        value={value[key] ?? ''}
        onInput={set(key)}
        aria-invalid={wrongWay ? true : undefined}
        aria-describedby={wrongWay ? `${id}-dates` : undefined}
      />
    </div>
  );
  return (
    <fieldset className="tt-filters">
      <legend>Filter reviews</legend>
      {select(
        'courseSlug',
        'Course',
        'All courses',
        (options.data?.courses ?? []).map((c) => [c.slug, c.name]),
      )}
      {date('from', 'Written from')}
      {date('to', 'Written to')}
      {select(
        'userId',
        'Golfer',
        'All golfers',
        (options.data?.users ?? []).map((u) => [u.id, `${u.name} (${u.email})`]),
      )}
      {options.error && (
        <p role="alert">We could not load the course and golfer lists. {options.error.message}</p>
      )}
      {wrongWay && (
        <p id={`${id}-dates`} className="tt-field-error" role="alert">
          {wrongWay}
        </p>
      )}
    </fieldset>
  );
}
