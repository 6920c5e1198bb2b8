// The sandbox API of the test run (tests/hosts/run.ts sets these when it builds the host).
export const apiBase = process.env.TEETIME_API_BASE ?? 'http://localhost:8080/api';
export const courseId = process.env.TEETIME_COURSE_ID ?? '1455';
export const brand = process.env.TEETIME_BRAND ?? 'cedar-ridge';
