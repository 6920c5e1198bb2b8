import type { Course } from '../types';
import { useTimesStyles } from './timesStyles';

/** The course's description and its facts as a grid (label above value). */
export function CourseDetails({ course }: { course: Course }) {
  const t = useTimesStyles();
  const facts: [string, string | number | undefined][] = [
    ['Holes', course.numHoles],
    ['Par', course.parScore],
    ['Slope', course.slope],
    ['Phone', course.phone],
    ['Address', course.formattedAddress],
  ];
  return (
    <>
      {course.description && <p>{course.description}</p>}
      <dl className={t.facts}>
        {facts
          .filter(([, v]) => v !== undefined && v !== null && v !== '')
          .map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
      </dl>
    </>
  );
}
