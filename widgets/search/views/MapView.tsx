import type { ListCourse } from '../types';
import type { CourseChoice } from '../useGo';

interface Props {
  courses: ListCourse[];
  onSelect: (c: CourseChoice) => void;
}

const W = 600;
const H = 360;

/**
 * Courses as markers on a simple equirectangular projection of their bounding box (no tile server
 * is reachable from the widget). Each marker is a focusable link-like button with the course name.
 */
export function MapView({ courses, onSelect }: Props) {
  const pts = courses.filter((c) => typeof c.latitude === 'number' && typeof c.longitude === 'number');
  const lats = pts.map((c) => c.latitude as number);
  const lons = pts.map((c) => c.longitude as number);
  const [minLat, maxLat, minLon, maxLon] = [
    Math.min(...lats),
    Math.max(...lats),
    Math.min(...lons),
    Math.max(...lons),
  ];
  const x = (lon: number) => 20 + ((lon - minLon) / (maxLon - minLon || 1)) * (W - 40);
  const y = (lat: number) => 20 + ((maxLat - lat) / (maxLat - minLat || 1)) * (H - 40);
  return (
    <svg
      className="tt-map"
      viewBox={`0 0 ${W} ${H}`}
      role="group"
      aria-label={`Map of ${pts.length} courses`}
    >
      <rect width={W} height={H} fill="#e8f1ec" />
      {pts.map((c) => (
        <g
          key={c.id}
          role="button"
          tabIndex={0}
          aria-label={c.name}
          onClick={() => onSelect(c)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' || e.key === ' ') {
              e.preventDefault();
              onSelect(c);
            }
          }}
        >
          <circle
            cx={x(c.longitude as number)}
            cy={y(c.latitude as number)}
            r="8"
            fill="var(--tt-primary)"
            stroke="#fff"
            strokeWidth="2"
          />
        </g>
      ))}
    </svg>
  );
}
