import type { TeetimeEventMap } from '../../src/core/events';
import { TEE_TIME_PLAYERS_MAX, TEE_TIME_PLAYERS_MIN } from '../../src/domain/booking/constants';
import {
  filterParams,
  narrowing,
  openingRates,
  type PickerFilters,
} from '../../src/domain/booking/pickerRules';
import { isCourseId } from '../../src/core/setupProblems';
import type { WidgetPreload } from '../../src/ui/withPreload';
import type { PickerProps } from './element';
import { coursePath, firstSlotsCall } from './firstSlots';
import { DEFAULT_FILTERS } from './store';

const clampPlayers = (n: number | undefined) =>
  n && Number.isInteger(n) ? Math.min(TEE_TIME_PLAYERS_MAX, Math.max(TEE_TIME_PLAYERS_MIN, n)) : 1;

/**
 * The filters the picker opens with: its attributes, else those of the search the course came
 * from (`fromBus`, when the picker has no course-id): players, holes, the narrowed hours, prices
 * and membership rates, and a deal's rate.
 */
export function openingFilters(
  props: PickerProps,
  fromBus?: TeetimeEventMap['teetime-course-select'] | null,
): PickerFilters {
  const holes = props.holes ?? fromBus?.holes;
  return {
    ...DEFAULT_FILTERS,
    players: clampPlayers(props.players ?? fromBus?.players),
    holes: holes === 9 || holes === 18 ? holes : null,
    narrow: narrowing({
      minHour: props.minHour ?? fromBus?.minHour,
      maxHour: props.maxHour ?? fromBus?.maxHour,
      minPrice: props.minPrice ?? fromBus?.minPrice,
      maxPrice: props.maxPrice ?? fromBus?.maxPrice,
      networkMembershipOnly: props.networkMembershipOnly || fromBus?.networkMembershipOnly,
    }),
    rateTypes: openingRates(props.rateType ?? fromBus?.rateType),
  };
}

/**
 * A picker with a course-id asks for the course and its first time slots as the element connects,
 * before its UI first renders: the calls PickerApp and useFirstSlots make, so they take both
 * answers, and the UI mounts once both have answered (or failed), so its first render has the
 * course and its tee times, with no skeleton laid out and painted between. A picker opened by a
 * search or deals widget (no course-id) asks once it is told. Nothing else is done while they are
 * out: the course's today and the name of its zone need no Intl (src/domain/northAmericanZones),
 * so no date data is loaded ahead.
 */
export const preloadPicker: WidgetPreload<PickerProps> = ({ props, api }) => {
  const courseId = props.courseId;
  // A course-id that is not a number is said by the UI (core/setupProblems), not asked for.
  if (!courseId || !isCourseId(courseId)) return;
  return Promise.allSettled([
    api.get(coursePath(courseId)),
    firstSlotsCall(
      api,
      courseId,
      filterParams(props.date ?? '', openingFilters(props)),
      props.date || undefined,
    ),
  ]);
};
