/** A value with every field optional at every depth: the part of an answer a test cares about. */
export type Partly<T> = T extends readonly (infer Item)[]
  ? Partly<Item>[]
  : T extends object
    ? { [K in keyof T]?: Partly<T[K]> }
    : T;

/**
 * An API answer (the contract's type, src/core/api/apiPaths) for a test, from the fields it names:
 * the others are ones the code under test does not read. A field the contract lacks does not compile.
 */
export const answerFixture = <T>(value: Partly<T>): T => value as T;
