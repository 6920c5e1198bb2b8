/**
 * Compile-time checks that a hand-written answer type (what a widget reads) agrees with the
 * generated one (what the API sends): every field it names exists on the API's side at every
 * depth, and the API's values fit its types. A field renamed on either side fails `tsc`.
 */
type Present<T> = Exclude<T, null | undefined>;

/** Field paths of `Read` that `Sent` lacks (never when there are none). */
export type MissingFields<Read, Sent, Path extends string = ''> =
  Present<Read> extends readonly (infer ReadItem)[]
    ? Present<Sent> extends readonly (infer SentItem)[]
      ? MissingFields<ReadItem, SentItem, `${Path}[]`>
      : `${Path} is not a list`
    : Present<Read> extends object
      ? string extends keyof Present<Read>
        ? // A record read by any key (`Record<string, X>`): each of the API's values must have X's fields.
          MissingFields<Present<Read>[string], Present<Sent>[keyof Present<Sent>], `${Path}.*`>
        : {
            [K in keyof Present<Read> & string]: K extends keyof Present<Sent>
              ? MissingFields<Present<Read>[K], Present<Sent>[K], `${Path}.${K}`>
              : `${Path}.${K}`;
          }[keyof Present<Read> & string]
      : never;

/** True when `Sent` fits `Read` and has every field `Read` names. */
export type Conforms<Sent, Read> = [Sent] extends [Read]
  ? [MissingFields<Read, Sent>] extends [never]
    ? true
    : MissingFields<Read, Sent>
  : 'values do not fit';

/** Fails to compile unless given `true` (else the error shows the missing field paths). */
export type Assert<T extends true> = T;
