import type { Answer } from '../../src/core/api/apiPaths';

/** Answers of the sandbox API the picker reads, as the client answers them: the contract's types. */
export type Course = Answer<'get', 'v6/courses/{id}'>['course'];

/** GET v6/tee_time_groups/at/{courseId}. */
export type GroupsAnswer = Answer<'get', 'v6/tee_time_groups/at/{courseId}'>;
export type Group = GroupsAnswer['teeTimeGroups'][number];
export type Summary = GroupsAnswer['summary'];

/** A tee time of GET v6/tee_times/at/{courseId}/tee_times. */
export type TeeTime = Answer<'get', 'v6/tee_times/at/{courseId}/tee_times'>['teeTimes'][number];

export type RateType = Answer<'get', 'v6/tee_time_groups/at/{courseId}/rate_types'>['rateTypes'][number];

export type Banner = Answer<'get', 'v6/banners'>['banners'][number];
