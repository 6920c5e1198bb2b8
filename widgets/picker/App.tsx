import { useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { getBus } from '../../src/core/bus';
import { courseIdProblem, unknownCourseProblem } from '../../src/core/setupProblems';
import { SetupNotice } from '../../src/ui/SetupNotice';
import { Skeleton } from '../../src/ui/Skeleton';
import { useRequest } from '../../src/ui/useRequest';
import { useWarmFormats } from '../../src/ui/useWarmFormats';
import { useWidget } from '../../src/ui/WidgetContext';
import type { CommonProps } from '../../src/ui/widgetDefinition';
import type { PickerProps } from './element';
import { coursePath, useFirstSlots } from './firstSlots';
import { preloadedOpening, openPreloaded, openingDay } from './preloadedOpening';
import { useRwgCourse } from './useRwgCourse';
import { openingFilters } from './preloadPicker';
import { busCourseAtom, dateAtom, filtersAtom, noticeAtom, selectionAtom } from './store';
import { useBookingClosed } from './useBookingClosed';
import { useSteps } from './useSteps';
import { Booking } from './views/Booking';
import { CourseHeader } from './views/CourseHeader';
import { coursePanel } from './views/coursePanel';
import { CourseTabs } from './views/CourseTabs';
import { LoadError } from './views/NotFound';
import { useFlowStyles } from './views/flowStyles';

export function PickerApp(props: PickerProps & CommonProps) {
  const { api, tag } = useWidget();
  const store = useStore();
  // The course and its first tee times already in: shown in this first render, on the date, with
  // the filters and steps the opening effect below would set (set here, before they are read).
  const [known] = useState(() => {
    const k = preloadedOpening(api, props);
    openPreloaded(store, k);
    return k;
  });
  const openedAhead = useRef(!!known?.opening);
  const [bus, setBus] = useAtom(busCourseAtom);
  const [date, setDate] = useAtom(dateAtom);
  const setFilters = useSetAtom(filtersAtom);
  const setSelection = useSetAtom(selectionAtom);
  const setNotice = useSetAtom(noticeAtom);
  // After the tee-time step the course shows as one line: each step starts near the top.
  const compact = useAtomValue(selectionAtom).timeSlot !== null;
  const f = useFlowStyles();
  // A course-id that cannot be a course (not a number) is said as such, without asking the API.
  const idProblem = useMemo(() => courseIdProblem(tag, props.courseId), [tag, props.courseId]);
  const courseId = idProblem ? undefined : props.courseId || bus?.courseId;
  useRwgCourse(props.courseId);
  const steps = useSteps(courseId ?? '');
  useBookingClosed(courseId);

  // Without a course-id, open what a search or deals widget selected (sticky: replayed on subscribe).
  useEffect(
    () => (props.courseId ? undefined : getBus().on('teetime-course-select', setBus)),
    [props.courseId, setBus],
  );

  const fromBus = props.courseId ? undefined : bus;
  const startDate = props.date ?? fromBus?.date;
  // A next-time chip's tee time (HH:MM at the course): the picker opens on its rates.
  const time = (props.time ?? fromBus?.time)?.slice(0, 5);
  const opening = openingFilters(props, fromBus);
  const { players, holes, narrow, rateTypes } = opening;
  const narrowKey = JSON.stringify(narrow);
  const rateKey = rateTypes.join();
  // The date the first slots answered (the first day with tee times when no date was asked for), and its slots.
  const first = useFirstSlots(api, courseId, startDate, opening, known?.slots);
  const course = useRequest(
    (signal) => api.get(coursePath(courseId ?? ''), { signal }),
    [api, courseId],
    !!courseId,
    known?.course,
    true, // with the first slots, not after a paint
  );
  useWarmFormats(props.locale, !!courseId);
  const loaded = course.data?.course;
  // The course's today (its own zone) opens the date strip, once the course has answered (before
  // the next paint: no frame of skeleton between the answer and the steps).
  const timeZone = loaded && loaded.id === courseId ? (loaded.timeZone ?? '') : null;
  const [, opened, slots] = first ?? [];
  const slotsIn = first !== null;
  useLayoutEffect(() => {
    if (!courseId || timeZone === null || !slotsIn) return;
    // Opened in the first render already (preloadedOpening).
    if (openedAhead.current) return void (openedAhead.current = false);
    const { date: d, selection: restored } = openingDay(courseId, timeZone, startDate, opened);
    setDate(d);
    setFilters((f) => ({
      ...f,
      players,
      holes,
      narrow: JSON.parse(narrowKey) as typeof narrow,
      rateTypes: rateKey ? rateKey.split(',') : [],
    }));
    // A tee time to open (unless a reload comes back to its steps): its rates, or the day's others when it is gone.
    if (!time || restored.timeSlot === time) setSelection(restored);
    else if (opened === d && slots?.includes(time)) steps.chooseSlot(time);
    else {
      setSelection({ timeSlot: null, rateType: null });
      setNotice('That tee time is no longer available — here are the others that day.');
    }
    // `steps` is new each render; what it sets is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [
    courseId,
    timeZone,
    slotsIn,
    opened,
    slots,
    time,
    startDate,
    players,
    holes,
    narrowKey,
    rateKey,
    setDate,
    setFilters,
    setSelection,
    setNotice,
  ]);

  if (idProblem) return <SetupNotice problem={idProblem} />;
  if (!courseId) return <p className="tt-panel">Choose a course to see its tee times.</p>;
  if (course.status === 'error' && !course.data)
    return (
      <LoadError
        request={course}
        what="this course"
        unknownCourse={props.courseId ? unknownCourseProblem(tag, props.courseId, api.baseURL) : undefined}
      />
    );
  const c = course.data?.course;
  // One skeleton filling the element's reserved height until the course and its first time slots
  // are both in: the steps then appear in one paint, without a second skeleton moving the tabs.
  if (!c || c.id !== courseId || !date || !slotsIn) return <Skeleton rows={10} label="Loading the course" />;
  return (
    <article aria-label={c.name}>
      {compact ? <p className={f.course}>{c.name}</p> : <CourseHeader course={c} />}
      <Booking
        courseId={courseId}
        timeZone={c.timeZone}
        checkoutUrl={props.checkoutUrl}
        isAnchoredTeeTime={props.isAnchoredTeeTime}
        locale={props.locale}
      />
      <CourseTabs panel={coursePanel(c, props.locale)} initial={props.tab} />
    </article>
  );
}
