import { useSetAtom, useStore } from 'jotai';
import type { TeetimeEventMap } from '../../src/core/events';
import { getPosition } from '../../src/core/geolocation';
import { AUTOCOMPLETE_PATH, lookupParams, resolveZipcode } from '../../src/domain/search/autocompleteRules';
import { courseFilters, withCourseFilters } from '../../src/domain/search/courseFilters';
import { courseUrl } from '../../src/domain/search/courseUrl';
import { teeTimeChoice } from '../../src/domain/search/teeTimeHandoff';
import { filtersForPlace, leaveDeals, setDealsOnly } from '../../src/domain/search/filterRules';
import { locationRoute } from '../../src/domain/search/locationRoute';
import type { SearchLocation } from '../../src/domain/search/searchFilters';
import { useWidget } from '../../src/ui/WidgetContext';
import { filtersAtom, routeAtom, sortAtom } from './store';

export interface CourseChoice {
  id: string;
  name?: string;
  /** A next-time chip: the course's local tee-off time `YYYY-MM-DDTHH:mm:ss` to open. */
  time?: string;
}

/** Where choosing a location, a path or a course leads (spec 01 §4), for one element. */
export function useGo(courseUrlTemplate?: string) {
  const { api, emit } = useWidget();
  const setRoute = useSetAtom(routeAtom);
  const setFilters = useSetAtom(filtersAtom);
  const setSort = useSetAtom(sortAtom);
  const store = useStore();

  /** Hands a course over: course-select on bus and element; with no picker on the page, the course-url. */
  const selectCourse = (course: CourseChoice) => {
    const filters = store.get(filtersAtom);
    // The narrowed hours, prices and membership rates go with the course (event and link).
    const narrowed = courseFilters(filters);
    // A next-time chip adds its time (`HH:mm`, local to the course) and its date.
    const at = course.time ? teeTimeChoice(course.time) : null;
    const detail: TeetimeEventMap['teetime-course-select'] & { time?: string } = {
      courseId: course.id,
      ...narrowed,
    };
    if (course.name) detail.courseName = course.name;
    if (filters.date) detail.date = filters.date;
    if (at) Object.assign(detail, at);
    if (filters.players !== null) detail.players = filters.players;
    if (filters.holes !== null) detail.holes = filters.holes;
    const follow = emit('teetime-course-select', detail);
    const pickerOnPage = document.getElementsByTagName('teetime-picker').length > 0;
    if (follow && !pickerOnPage && courseUrlTemplate) {
      window.location.assign(
        withCourseFilters(
          courseUrl(courseUrlTemplate, {
            courseId: course.id,
            date: detail.date,
            players: filters.players,
            time: at?.time,
          }),
          narrowed,
        ),
      );
    }
  };

  /** Autocomplete-v2 suggestions for a text (the location attribute, a zip code). */
  const suggest = (q: string) => api.get(AUTOCOMPLETE_PATH, { params: lookupParams(q) });

  /** The golfer's city (from their position), or null when the position or the city is not known. */
  const myCity = async (): Promise<SearchLocation | null> => {
    try {
      const { latitude: lat, longitude: lon } = await getPosition();
      const { city } = await api.get('v6/cities/for_coordinates', {
        params: { lat, lon },
      });
      return { ...city, type: 'City' };
    } catch {
      return null;
    }
  };

  /** Goes where a location leads; resolves to an error message for the golfer, or ''. */
  const go = async (location: SearchLocation, keepSort = false): Promise<string> => {
    const filters = store.get(filtersAtom);
    let loc = location;
    if (loc.type === 'Current' && loc.latitude === undefined) {
      try {
        const pos = await getPosition();
        loc = { type: 'Current', label: 'Current location', ...pos };
      } catch (e) {
        return (e as Error).message;
      }
    }
    const route = locationRoute(loc, { searchedCourse: filters.searchedCourse });
    switch (route.kind) {
      case 'resolveZipcode': {
        // The zip code's city (spec 01 §7, city lookup by zip code); a zip code it does not
        // know resolves through its suggestions to the first that is not a zip code (spec 01 §4).
        const city = await api
          .get(`v6/cities/zipcode/${encodeURIComponent(route.query)}`)
          .then(({ city }) => ({ ...city, type: 'City' as const }))
          .catch(() => null);
        if (city) return go(city);
        try {
          const list = await suggest(route.query);
          const place = resolveZipcode(list);
          return place ? go(place) : "We couldn't find a place for this zip code. Try a city name.";
        } catch (e) {
          return (e as Error).message;
        }
      }
      case 'course':
        setFilters((f) => ({ ...f, searchedCourse: route.courseId }));
        selectCourse({ id: route.courseId, name: loc.name });
        return '';
      case 'deal':
        setFilters((f) => ({ ...setDealsOnly(f, true), location: loc }));
        setSort(null);
        setRoute({ kind: 'deal', id: route.dealId, location: loc });
        return '';
      case 'list': {
        // A deal's "deals only" ends with the deal: the next search shows every rate again.
        const fromDeal = store.get(routeAtom).kind === 'deal';
        // A new place starts without the last one's filters, on the same date (spec 01 §4).
        setFilters((f) => ({
          ...filtersForPlace(fromDeal ? leaveDeals(f) : f, loc),
          nearMeSearch: route.list === 'nearMe',
        }));
        if (!keepSort) setSort(null);
        setRoute({ kind: 'list', list: route.list, location: loc });
        return '';
      }
      default:
        return route.reason;
    }
  };

  /**
   * A start path or text (the `location` attribute): explore and section paths, else the first
   * suggestion (of `suggestions` when they are already in, else asked for).
   */
  const goPath = async (text: string, suggestions?: SearchLocation[]): Promise<string> => {
    const path = text.trim().replace(/\/+$/, '');
    const section = /^\/sections\/([^/]+)$/.exec(path);
    if (section) {
      const slug = decodeURIComponent(section[1] as string);
      return go({ type: 'Section', slug, name: slug.replace(/-/g, ' ') });
    }
    const deal = /^\/deals\/([^/]+)$/.exec(path);
    if (deal) return go({ type: 'Deal', id: decodeURIComponent(deal[1] as string) });
    if (path === '/deals') {
      // The deals of the golfer's city (special rate, lowest price first); without a position, home.
      const at = await getPosition().catch(() => null);
      if (at) setFilters((f) => setDealsOnly(f, true));
      setSort(null);
      setRoute(at ? { kind: 'deal', location: { type: 'Current', ...at } } : { kind: 'home' });
      return '';
    }
    if (path === '/explore') {
      // The bare explore goes to the explore page of the golfer's city, or home without one.
      const city = await myCity();
      setRoute(city?.hierarchizedUrl ? { kind: 'explore', url: city.hierarchizedUrl } : { kind: 'home' });
      return '';
    }
    if (path === '/explore/currentlocation') return go({ type: 'Current' });
    const stateCourses = /^(\/explore\/[^/]+\/[^/]+)\/courses$/.exec(path);
    if (stateCourses) setRoute({ kind: 'explore', url: stateCourses[1] as string });
    else if (path.startsWith('/explore')) setRoute({ kind: 'explore', url: path });
    if (path.startsWith('/')) return '';
    try {
      // The autocomplete reads a place as golfers type it ("Austin, TX", "scottsdale az", a zip
      // code, a course's name): its first suggestion is the place, in this one call.
      const list = suggestions ?? (await suggest(path));
      const first = list[0];
      if (first) return go(first);
    } catch {
      // Unknown or unreachable: the place is not found.
    }
    setRoute({ kind: 'notFound' });
    return '';
  };

  return { go, goPath, selectCourse };
}
