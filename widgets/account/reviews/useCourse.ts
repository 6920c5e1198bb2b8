import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';

/** The course a review page is about (its name for the page). */
export function useCourse(courseId: string | undefined) {
  const { api } = useWidget();
  return useRequest(
    (signal) => api.get(`v6/courses/${encodeURIComponent(courseId ?? '')}`, { signal }),
    [api, courseId],
    !!courseId,
  );
}
