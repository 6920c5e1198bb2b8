/**
 * Compile-time check that a response schema describes the same fields as the value a service
 * answers, at every depth: a field renamed, added or dropped on either side fails `tsc`.
 * (Value types are checked at run time: the response-schema tests parse real answers.)
 */
type Present<T> = Exclude<T, null | undefined>;

/**
 * The field names of a value at every depth (arrays by their items; every leaf is `leaf`). A union
 * of objects has the fields they share (`& string` keeps the mapping from splitting unions).
 */
export type Shape<T> =
  Present<T> extends readonly (infer Item)[]
    ? Shape<Item>
    : Present<T> extends object
      ? { [K in keyof Present<T> & string]-?: Shape<Present<T>[K]> }
      : 'leaf';

/** True when both have the same fields at every depth. */
export type SameShape<A, B> = [Shape<A>] extends [Shape<B>]
  ? [Shape<B>] extends [Shape<A>]
    ? true
    : false
  : false;

/** Fails to compile unless given `true`. */
export type Assert<T extends true> = T;
