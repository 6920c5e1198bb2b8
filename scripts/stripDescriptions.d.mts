import type { Plugin } from 'rollup';

export function stripDescriptions(): Plugin;
