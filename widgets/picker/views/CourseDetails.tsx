import { useWidget } from '../../../src/ui/WidgetContext';
import { ownerLinks } from '../ownerLinks';
import type { Course } from '../types';
import { useTimesStyles } from './timesStyles';

/**
 * The course's description and its facts as a grid (label above value), then the links for the
 * course's operators that the brand shows (ownerLinks).
 */
export function CourseDetails({ course }: { course: Course }) {
  const t = useTimesStyles();
  const { brand, siteUrl } = useWidget();
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
      {ownerLinks(brand, siteUrl, course.id).map(([words, href]) => (
        <p key={href}>
          <a className="tt-link" href={href}>
            {words}
          </a>
        </p>
      ))}
    </>
  );
}
