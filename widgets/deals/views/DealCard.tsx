import { formatDate } from '../../../src/domain/format';
import { dealPlace } from '../dealPlace';
import type { Deal } from '../types';
import { BookingLink, type BookingOptions } from './BookingLink';
import { DealPrice } from './DealPrice';

interface DealCardProps {
  deal: Deal;
  locale?: string;
  booking: BookingOptions;
  classes: { card: string; price: string };
  onOpen(id: string): void;
}

/** One deal in the list: its title opens the detail view. */
export function DealCard({ deal, locale, booking, classes, onOpen }: DealCardProps) {
  return (
    <li className={classes.card}>
      <h3>
        <button type="button" className="tt-link" data-deal={deal.id} onClick={() => onOpen(deal.id)}>
          {deal.title}
        </button>
      </h3>
      <p>{dealPlace(deal)}</p>
      <DealPrice deal={deal} locale={locale} className={classes.price} />
      {deal.endsOn && <p>Ends {formatDate(deal.endsOn, locale)}</p>}
      <BookingLink deal={deal} options={booking} />
    </li>
  );
}
