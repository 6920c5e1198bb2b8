import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useTimesStyles } from './timesStyles';

type TileProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** The large first line: a time, a rate's name, "Book $203.98". */
  head: string;
  /** The bold price per player ("$88.99", "from $31.00"). */
  price: string;
  /** What the party pays, said under the price per player ("$90.00 for 2 players"). */
  total?: string | undefined;
  /** Small lines under it: facts, marks. */
  children?: ReactNode;
  'data-slot'?: boolean;
  'data-best'?: boolean;
};

/** A tee time, rate or offer as a tile of the grid; the button's name is its text. */
export function Tile({ head, price, total, children, ...button }: TileProps) {
  const t = useTimesStyles();
  return (
    <li>
      <button type="button" className={t.tile} {...button}>
        <b>{head}</b>{' '}
        <span>
          <strong>{price}</strong> per player
        </span>{' '}
        {total && (
          <>
            <small data-total>{total}</small>{' '}
          </>
        )}
        {children}
      </button>
    </li>
  );
}
