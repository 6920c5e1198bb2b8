import type { CourseTab } from '../../../src/domain/booking/courseTab';
import type { Course } from '../types';
import { CourseDetails } from './CourseDetails';
import { Reviews } from './Reviews';
import { Scorecard } from './Scorecard';

/** The panels of the course tabs (views/CourseTabs): the details, the reviews and the scorecard. */
export const coursePanel = (course: Course, locale?: string) => (tab: CourseTab) => {
  if (tab === 'reviews') return <Reviews courseId={course.id} locale={locale} />;
  if (tab === 'tee-details') return <Scorecard courseId={course.id} />;
  return <CourseDetails course={course} />;
};
