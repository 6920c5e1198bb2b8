import { useAtom, useSetAtom } from 'jotai';
import { COURSE_SORTS, type CourseSort } from '../../../src/domain/search/constants';
import { sortAtom, viewAtom } from '../store';

/** Sort menu (Best Match, Nearest, Price, Rating, A–Z, Z–A) and the list/map switch. */
export function ResultsBar({ sort }: { sort: CourseSort }) {
  const setSort = useSetAtom(sortAtom);
  const [view, setView] = useAtom(viewAtom);
  return (
    <>
      <div className="tt-field">
        <label htmlFor="tt-sort">Sort by</label>
        <select id="tt-sort" value={sort} onInput={(e) => setSort(e.currentTarget.value as CourseSort)}>
          {COURSE_SORTS.map((s) => (
            <option key={s.id} value={s.id}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <div role="group" aria-label="View">
        {(['list', 'map'] as const).map((v) => (
          <button
            key={v}
            type="button"
            className="tt-button tt-secondary"
            aria-pressed={view === v}
            onClick={() => setView(v)}
          >
            {v === 'list' ? 'List' : 'Map'}
          </button>
        ))}
      </div>
    </>
  );
}
