import type { Plugin } from 'rollup';

export function minifyCssText(
  raw: string,
  options?: { first?: boolean; last?: boolean; semicolons?: boolean },
): string;

export function minifyCss(): Plugin;
