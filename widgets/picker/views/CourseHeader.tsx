import type { Course } from '../types';
import { usePickerStyles } from '../styles';
import { useTimesStyles } from './timesStyles';

/** The course's name, address, photo and rating. */
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
        {course.rating && <p className={s.muted}>Rated {course.rating.value} out of 5</p>}
      </div>
    </header>
  );
}
