import { today } from '../../../src/domain/format';
import { DEALS_RATE_TYPE } from '../../../src/domain/search/constants';
import { bookingTarget, dealDate } from '../../../src/domain/search/dealsRules';
import { useWidget } from '../../../src/ui/WidgetContext';
import type { Deal } from '../types';

export interface BookingOptions {
  courseUrl?: string;
  date?: string;
  players?: number;
}

/**
 * A deal's booking link: with a <teetime-picker> on the page a button that tells it which course,
 * day and rate to open (`date`, `rateType: 'lightning'` on the course-select event); else a real
 * link from the course-url template (with `{date}` and `{rateType}`, or `rateType=` added to its
 * query); else nothing.
 */
export function BookingLink({ deal, options }: { deal: Deal; options: BookingOptions }) {
  const { emit, track } = useWidget();
  const target = bookingTarget(
    {
      courseId: deal.courseId,
      // A day of the deal's run and its rate, so the picker opens where the deal is.
      date: dealDate(deal, options.date, today()),
      players: options.players,
      rateType: DEALS_RATE_TYPE,
      // A link's page can show the deal (its price); a picker on the page opens its rate.
      dealId: deal.id,
    },
    {
      pickerOnPage: document.getElementsByTagName('teetime-picker').length > 0,
      courseUrlTemplate: options.courseUrl,
    },
  );
  if (target.kind === 'none') return null;
  const label = (
    <>
      Book a tee time<span className="tt-visually-hidden"> at {deal.courseName}</span>
    </>
  );
  const clicked = () => track('bestDealClicked', { dealId: deal.id, courseId: deal.courseId });
  if (target.kind === 'url')
    return (
      <a className="tt-button" href={target.url} onClick={clicked}>
        {label}
      </a>
    );
  const { kind: _kind, ...detail } = target;
  return (
    <button
      type="button"
      className="tt-button"
      onClick={() => {
        clicked();
        emit('teetime-course-select', { ...detail, courseName: deal.courseName });
      }}
    >
      {label}
    </button>
  );
}
