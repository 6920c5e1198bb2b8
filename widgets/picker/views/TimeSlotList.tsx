import { useAtom, useAtomValue } from 'jotai';
import { PAGE_SIZE } from '../../../src/domain/booking/constants';
import { slotTile } from '../../../src/domain/booking/slotTile';
import { interleaveBanners, sortTimeSlots } from '../../../src/domain/booking/timeSlots';
import { formatPrice, formatTime } from '../../../src/domain/format';
import { useWidget } from '../../../src/ui/WidgetContext';
import { partyPrice } from '../partyPrice';
import { dateAtom, filtersAtom, shownAtom, sortAtom } from '../store';
import { usePickerStyles } from '../styles';
import type { Banner, GroupsAnswer } from '../types';
import { useSteps } from '../useSteps';
import { Marks, type IconName } from './icons';
import { Tile } from './Tile';
import { rateName } from '../../../src/domain/booking/rateName';
import { useTimesStyles } from './timesStyles';

interface Props {
  courseId: string;
  answer: GroupsAnswer;
  banners: Banner[];
  locale?: string;
}

/**
 * Best deals, the prepayment disclaimer, then the time slots as a grid of tiles (time, price per
 * player, holes, cart, players, hot-deal and prepaid marks; a banner after every 11), 15 at a time.
 */
export function TimeSlotList({ courseId, answer, banners, locale }: Props) {
  const s = usePickerStyles();
  const t = useTimesStyles();
  const { track } = useWidget();
  const date = useAtomValue(dateAtom);
  const sort = useAtomValue(sortAtom);
  const [shown, setShown] = useAtom(shownAtom);
  const steps = useSteps(courseId);
  const sorted = sortTimeSlots(answer.teeTimeGroups, sort);
  const entries = interleaveBanners(sorted.slice(0, shown), banners);
  const featured = answer.featuredTeeTimes ?? [];
  const { players } = useAtomValue(filtersAtom);
  const price = (n: number) => formatPrice(n, locale);
  // The party's total under each price per player (for one player that price is the total).
  const total = (n: number, from = false) =>
    players > 1 ? `${from ? 'from ' : ''}${partyPrice(n, players, locale)}` : undefined;
  const fact = (icon: IconName, text: string) => <span data-icon={icon}>{text} </span>;
  return (
    <>
      {featured.length > 0 && (
        <>
          <h4>Best deals</h4>
          <ul className={t.grid}>
            {featured.map((f) => (
              <Tile
                key={f.id}
                head={formatTime(f.teeOffAtLocal, locale)}
                price={price(f.price)}
                total={total(f.price)}
                onClick={() => {
                  track('bestDealClicked', {
                    courseId,
                    date,
                    timeSlot: f.timeSlot,
                    rateType: f.rateType,
                    price: f.price,
                  });
                  steps.chooseSlot(f.timeSlot, f.rateType);
                }}
              >
                <small>{rateName(f.rateType, f.rateTypeName)}</small>
                <Marks hot prepaid={f.isPrepaid} />
              </Tile>
            ))}
          </ul>
        </>
      )}
      {answer.summary.hasPrepaid && answer.summary.prepaymentDisclaimer && (
        <p className={s.muted}>{answer.summary.prepaymentDisclaimer}</p>
      )}
      <h4>All tee times</h4>
      <ul className={t.grid}>
        {entries.map((e, i) => {
          if (e.type === 'banner')
            return (
              <li key={`b${i}`} className={s.banner} style={{ gridColumn: '1 / -1' }}>
                <strong>{e.banner.title}</strong>
                {e.banner.body && <p>{e.banner.body}</p>}
              </li>
            );
          const g = e.group;
          const f = slotTile(price(g.startingRate), g, price);
          return (
            <Tile
              key={g.teeOffAtLocal}
              head={formatTime(g.teeOffAtLocal, locale)}
              price={f.price}
              total={total(g.startingRate, f.price !== price(g.startingRate))}
              data-slot
              onClick={() => {
                track('teeTimeClicked', {
                  courseId,
                  date,
                  timeSlot: g.timeSlot,
                  startingRate: g.startingRate,
                });
                steps.chooseSlot(g.timeSlot);
              }}
            >
              <small>
                {f.holes && fact('flag', f.holes)}
                {f.cart && fact('cart', f.cart)}
                {f.players && fact('person', f.players)}
              </small>{' '}
              {f.restricted && <small data-restricted>{f.restricted}</small>}{' '}
              <Marks hot={g.hotDeals} prepaid={g.isPrepaid} />
            </Tile>
          );
        })}
      </ul>
      {shown < sorted.length && (
        <button type="button" className="tt-button tt-secondary" onClick={() => setShown(shown + PAGE_SIZE)}>
          Show more tee times
        </button>
      )}
    </>
  );
}
