import { ratingWords } from '../../../src/domain/reviews/courseRating';
import type { Course } from '../types';
import { usePickerStyles } from '../styles';
import { useTimesStyles } from './timesStyles';

/** The course's name, address, photo and rating (its public reviews', as the Reviews tab's). */
export function CourseHeader({ course }: { course: Course }) {
  const s = usePickerStyles();
  const t = useTimesStyles();
  const photo = course.photos?.[0]?.photoMediumUrl;
  return (
    <header className={t.header}>
      {photo && <img src={photo} alt="" />}
      <div>
        <h2>{course.name}</h2>
        {course.formattedAddress && <p>{course.formattedAddress}</p>}
        {course.rating && <p className={s.muted}>{ratingWords(course.rating)}</p>}
      </div>
    </header>
  );
}
