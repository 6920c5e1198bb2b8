import { useEffect } from 'react';
import { captureAttribution } from '../../src/core/attribution';

/**
 * A Reserve-with-Google link that lands on a partner's picker (`?rwg_token=…` on the page of
 * `course-id`) is kept with the picker's course as its `rwg_course_id` (spec 01 §4: "stored with
 * a timestamp and course id"), unless the link names its own course.
 */
export function useRwgCourse(courseId: string | undefined) {
  useEffect(() => {
    if (!courseId) return;
    const q = new URLSearchParams(location.search);
    if (!q.get('rwg_token')?.trim()) return;
    captureAttribution(location.href, Date.now(), {
      courseId: q.get('rwg_course_id')?.trim() || courseId,
    });
  }, [courseId]);
}
