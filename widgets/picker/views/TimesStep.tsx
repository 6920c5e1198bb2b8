import { useAtom, useAtomValue, useStore } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { TIME_SLOT_SORTS, type TimeSlotSort } from '../../../src/domain/booking/constants';
import { filterParams, stepUrl } from '../../../src/domain/booking/pickerRules';
import { noTeeTimesFeedback, recommendedDateClick } from '../../../src/domain/booking/recommendations';
import { formatDate } from '../../../src/domain/format';
import { Skeleton } from '../../../src/ui/Skeleton';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import { groupsPath, takeFirstSlots } from '../firstSlots';
import { updateFlow } from '../flow';
import { dateAtom, noticeAtom, filtersAtom, recommendedDateAtom, rerunAtom, sortAtom } from '../store';
import type { GroupsAnswer } from '../types';
import { Filters } from './Filters';
import { NoTeeTimes } from './NoTeeTimes';
import { LoadError } from './NotFound';
import { StepHeading } from './StepHeading';
import { SORT_LABELS } from '../words';
import { TimeSlotList } from './TimeSlotList';

/** Step 1: the date's tee times grouped by time slot, with filters, sorting and banners. */
export function TimesStep({ courseId, locale }: { courseId: string; locale?: string }) {
  const { api, track } = useWidget();
  const id = useId();
  const date = useAtomValue(dateAtom) ?? '';
  const filters = useAtomValue(filtersAtom);
  const [sort, setSort] = useAtom(sortAtom);
  const [recommended, setRecommended] = useAtom(recommendedDateAtom);
  const rerun = useAtomValue(rerunAtom);
  const notice = useAtomValue(noticeAtom);
  const params = filterParams(date, filters);
  const key = JSON.stringify(params);
  const path = groupsPath(courseId);
  const store = useStore();
  // Stored before anything renders, so a quick click can never be overwritten by it.
  const opened = (a: GroupsAnswer) => {
    updateFlow(courseId, {
      type: 'set',
      step: 'teeTimes',
      authToken: a.authToken ?? null,
      url: stepUrl('teeTimes', courseId, params),
    });
    return a;
  };
  // The slots asked for with the course, when they are this date's: shown in this very render
  // when in, else awaited by the first call (a later search asks again).
  const [first] = useState(() => (rerun === 0 ? takeFirstSlots(store, courseId, params) : undefined));
  const pending = useRef(first instanceof Promise ? first : undefined);
  const [ready] = useState(() => (first instanceof Promise ? undefined : first && opened(first)));
  const groups = useRequest(
    (signal) => {
      const ask = () => api.get(path, { params: { ...params, includeFeatured: true }, signal });
      const waiting = pending.current;
      pending.current = undefined;
      return (waiting ? waiting.then((a) => a ?? ask()) : ask()).then(opened);
    },
    [api, path, key, rerun],
    true,
    ready,
  );
  const banners = useRequest(
    (signal) => api.get('v6/banners', { params: { context: 'tee_times', courseId }, signal }),
    [api, courseId],
  );

  const answer = groups.data;
  useEffect(() => {
    if (!answer) return;
    const context = { courseId, date, players: filters.players };
    const count = answer.summary.teeTimesCount;
    const feedback = noTeeTimesFeedback(count, context);
    if (feedback) track(feedback.name, { ...feedback.payload });
    if (recommended) {
      const { event } = recommendedDateClick(true, count, context);
      if (event) track(event.name, { ...event.payload });
      setRecommended(false);
    }
    // Once per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);

  return (
    <div>
      <StepHeading>Tee times on {formatDate(date, locale)}</StepHeading>
      {notice && (
        <p className="tt-panel tt-warning" role="status">
          {notice}
        </p>
      )}
      <Filters count={groups.status === 'loading' ? undefined : answer?.teeTimeGroups.length}>
        <div>
          <label htmlFor={`${id}sort`}>Sort by</label>
          <select
            id={`${id}sort`}
            value={sort}
            onInput={(e) => setSort((e.currentTarget as HTMLSelectElement).value as TimeSlotSort)}
          >
            {TIME_SLOT_SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </Filters>
      <LoadError request={groups} what="the tee times" inStep />
      {groups.status === 'loading' && <Skeleton rows={4} label="Loading tee times" />}
      {answer &&
        groups.status !== 'loading' &&
        (answer.teeTimeGroups.length ? (
          <TimeSlotList
            courseId={courseId}
            answer={answer}
            banners={banners.data?.banners ?? []}
            locale={locale}
          />
        ) : (
          <NoTeeTimes courseId={courseId} locale={locale} />
        ))}
    </div>
  );
}
