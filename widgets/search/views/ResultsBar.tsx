import { useSetAtom } from 'jotai';
import { COURSE_SORTS, type CourseSort } from '../../../src/domain/search/constants';
import { sortAtom } from '../store';

/** Sort menu: Best Match, Nearest, Price, Rating, A–Z, Z–A. */
export function ResultsBar({ sort }: { sort: CourseSort }) {
  const setSort = useSetAtom(sortAtom);
  return (
    <div className="tt-field tt-sort">
      <label htmlFor="tt-sort">Sort by</label>
      <select id="tt-sort" value={sort} onInput={(e) => setSort(e.currentTarget.value as CourseSort)}>
        {COURSE_SORTS.map((s) => (
          <option key={s.id} value={s.id}>
            {s.label}
          </option>
        ))}
      </select>
    </div>
  );
}
