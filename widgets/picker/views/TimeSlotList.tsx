import { useAtom, useAtomValue } from 'jotai';
import { PAGE_SIZE } from '../../../src/domain/booking/constants';
import { interleaveBanners, sortTimeSlots } from '../../../src/domain/booking/timeSlots';
import { formatPrice, formatTime } from '../../../src/domain/format';
import { useWidget } from '../../../src/ui/WidgetContext';
import { dateAtom, shownAtom, sortAtom } from '../store';
import { usePickerStyles } from '../styles';
import type { Banner, GroupsAnswer } from '../types';
import { useSteps } from '../useSteps';

interface Props {
  courseId: string;
  answer: GroupsAnswer;
  banners: Banner[];
  locale?: string;
}

/** Best deals, the prepayment disclaimer, then the time slots (a banner after every 11), 15 at a time. */
export function TimeSlotList({ courseId, answer, banners, locale }: Props) {
  const s = usePickerStyles();
  const { track } = useWidget();
  const date = useAtomValue(dateAtom);
  const sort = useAtomValue(sortAtom);
  const [shown, setShown] = useAtom(shownAtom);
  const steps = useSteps(courseId);
  const sorted = sortTimeSlots(answer.teeTimeGroups, sort);
  const entries = interleaveBanners(sorted.slice(0, shown), banners);
  const featured = answer.featuredTeeTimes ?? [];
  const price = (n: number) => formatPrice(n, locale);
  return (
    <>
      {featured.length > 0 && (
        <>
          <h4>Best deals</h4>
          <ul className={s.list}>
            {featured.map((t) => (
              <li key={t.id}>
                <button
                  type="button"
                  className={s.option}
                  onClick={() => {
                    track('bestDealClicked', {
                      courseId,
                      date,
                      timeSlot: t.timeSlot,
                      rateType: t.rateType,
                      price: t.price,
                    });
                    steps.chooseSlot(t.timeSlot, t.rateType);
                  }}
                >
                  <span>
                    {formatTime(t.teeOffAtLocal, locale)} · {t.rateTypeName}
                  </span>
                  <span>{price(t.price)}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {answer.summary.hasPrepaid && answer.summary.prepaymentDisclaimer && (
        <p className={s.muted}>{answer.summary.prepaymentDisclaimer}</p>
      )}
      <h4>All time slots</h4>
      <ul className={s.list}>
        {entries.map((e, i) =>
          e.type === 'banner' ? (
            <li key={`b${i}`} className={s.banner}>
              <strong>{e.banner.title}</strong>
              {e.banner.body && <p>{e.banner.body}</p>}
            </li>
          ) : (
            <li key={e.group.teeOffAtLocal}>
              <button
                type="button"
                className={s.option}
                onClick={() => {
                  track('teeTimeClicked', {
                    courseId,
                    date,
                    timeSlot: e.group.timeSlot,
                    startingRate: e.group.startingRate,
                  });
                  steps.chooseSlot(e.group.timeSlot);
                }}
              >
                <span>
                  <strong>{formatTime(e.group.teeOffAtLocal, locale)}</strong>
                  {e.group.hotDeals && <span className={s.badge}>Hot deal</span>}
                  {e.group.isPrepaid && <span className={s.badge}>Prepaid</span>}
                </span>
                <span>from {price(e.group.startingRate)}</span>
              </button>
            </li>
          ),
        )}
      </ul>
      {shown < sorted.length && (
        <button type="button" className="tt-button tt-secondary" onClick={() => setShown(shown + PAGE_SIZE)}>
          Show more tee times
        </button>
      )}
    </>
  );
}
