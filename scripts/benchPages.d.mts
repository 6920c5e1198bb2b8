import type { Server } from 'node:http';

export const APP_KEY: string;

export interface BenchScenario {
  name: string;
  what: string;
  tag: string;
  attrs: string;
  /** Body of a function of the element's shadow root: true once its first useful content is in. */
  ready: string;
  floor: string;
}

export function scenarios(course: { courseId: string; date?: string }): BenchScenario[];

export function servePages(options: {
  distDir: string;
  api: () => string;
  list: () => BenchScenario[];
}): Promise<Server>;

export function pickCourse(api: string): Promise<{ courseId: string; date?: string }>;
