/** Small icons beside a tile's facts (decorative: the text says the same). */
const PATHS = {
  flag: 'M4 1h2v14H4zM6 2l8 3-8 3z',
  cart: 'M1 3h3l2 7h7l2-5H5M6 13a1.5 1.5 0 1 0 0 .1M12 13a1.5 1.5 0 1 0 0 .1',
  bolt: 'M9 0 2 9h5l-1 7 7-9H8z',
  person: 'M8 1a3 3 0 1 1 0 6 3 3 0 0 1 0-6zM2 15c0-4 3-6 6-6s6 2 6 6z',
};

export function Icon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden>
      <path d={PATHS[name]} />
    </svg>
  );
}

/** A tile's hot-deal and prepaid marks. */
export const Marks = ({ hot, prepaid }: { hot?: boolean | undefined; prepaid?: boolean | undefined }) =>
  hot || prepaid ? (
    <small>
      {hot && (
        <i>
          <Icon name="bolt" />
          Hot deal{' '}
        </i>
      )}
      {prepaid && <i>Prepaid</i>}
    </small>
  ) : null;
