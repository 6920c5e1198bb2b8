/**
 * One instance per page, shared by every copy of the bundle loaded on it: the value lives on
 * `window` (or `globalThis` outside a browser) under `Symbol.for('teetime.<name>')`.
 */
export function pageSingleton<T>(name: string, create: () => T): T {
  const host = (typeof window !== 'undefined' ? window : globalThis) as unknown as Record<symbol, unknown>;
  const key = Symbol.for(`teetime.${name}`);
  if (!(key in host)) host[key] = create();
  return host[key] as T;
}

/** Forget a page singleton (tests, or a host tearing the widgets down). */
export function clearPageSingleton(name: string): void {
  const host = (typeof window !== 'undefined' ? window : globalThis) as unknown as Record<symbol, unknown>;
  delete host[Symbol.for(`teetime.${name}`)];
}
