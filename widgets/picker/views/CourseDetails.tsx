import type { Course } from '../types';

/** The course's description and facts. */
export function CourseDetails({ course }: { course: Course }) {
  const facts: [string, string | number | undefined][] = [
    ['Holes', course.numHoles],
    ['Par', course.parScore],
    ['Slope', course.slope],
    ['Address', course.formattedAddress],
    ['Phone', course.phone],
  ];
  return (
    <>
      {course.description && <p>{course.description}</p>}
      <dl>
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
