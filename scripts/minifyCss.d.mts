import type { Plugin } from 'rollup';

export function minifyCssText(raw: string, edges?: { first?: boolean; last?: boolean }): string;
export function minifyCss(): Plugin;
