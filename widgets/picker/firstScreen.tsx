import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import type { ApiClient } from '../../src/core/apiClient';
import { getBrand } from '../../src/core/brands';
import { isFeatureOn } from '../../src/core/features';
import { courseTab } from '../../src/domain/booking/courseTab';
import type { CommonProps } from '../../src/ui/widgetDefinition';
import type { PickerProps } from './element';
import { keepPreloadedSlots } from './firstSlots';
import { preloadedOpening, openPreloaded } from './preloadedOpening';
import { openingFilters } from './preloadPicker';
import { CourseHeader } from './views/CourseHeader';
import { CourseDetails } from './views/CourseDetails';
import { CourseTabs } from './views/CourseTabs';
import { DateStrip } from './views/DateStrip';
import { Stepper } from './views/Stepper';
import { TimesStep } from './views/TimesStep';

/**
 * `<teetime-picker>`'s first screen: PickerApp's first render when its course and first tee times
 * are already in (preloadedOpening), by its own views with a store set as PickerApp sets its own: the
 * course, the stepper, the date strip, the tee times and the course tabs. Its tee-time step is
 * Booking's (views/Booking) with nothing chosen. Null when that render would not show the tee-time
 * step with them: no course-id, another course, the course's today has no tee times left, a `time`
 * attribute, a reload coming back to a later step (the flow tokens in sessionStorage), or a `tab`
 * attribute opening the reviews or the scorecard (their panels ask for more: the UI renders them).
 */
export function pickerFirstScreen(props: PickerProps & CommonProps, api: ApiClient): ReactNode | null {
  const known = preloadedOpening(api, props);
  const c = known?.course?.course;
  if (!c || !known?.slots || !known.opening || props.time || known.opening.selection.timeSlot) return null;
  // Another tab open (reviews, the scorecard): its panel's calls are the UI's.
  if (courseTab(props.tab, isFeatureOn(getBrand(props.brand), 'courseReviews')) !== 'details') return null;
  const store = createStore();
  openPreloaded(store, known);
  keepPreloadedSlots(store, c.id, props.date, openingFilters(props), known.slots);
  return (
    <Provider store={store}>
      <article aria-label={c.name}>
        <CourseHeader course={c} />
        <section aria-label="Book a tee time">
          <Stepper current={0} chosen={[]} onGo={() => undefined} />
          <DateStrip courseId={c.id} locale={props.locale} timeZone={c.timeZone} />
          <TimesStep courseId={c.id} locale={props.locale} />
        </section>
        <CourseTabs panel={() => <CourseDetails course={c} />} initial={props.tab} />
      </article>
    </Provider>
  );
}
