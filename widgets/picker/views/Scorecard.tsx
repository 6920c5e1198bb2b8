import { LoadError } from './NotFound';
import { Skeleton } from '../../../src/ui/Skeleton';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';

interface Tee {
  teeName: string;
  rating: number;
  slope: number;
  totalYards: number;
  holes: { hole: number; par: number; yards: number; handicap: number }[];
}

/**
 * Tee Details: the scorecard, one row per hole and a column of yards per tee; then the ladies'
 * scorecard (`scorecardLady`, their tees' own pars and handicaps) when the course has one.
 */
export function Scorecard({ courseId }: { courseId: string }) {
  const { api } = useWidget();
  const card = useRequest(
    (signal) => api.get(`v6/courses/${encodeURIComponent(courseId)}/scorecard`, { signal }),
    [api, courseId],
  );
  if (card.status === 'error') return <LoadError request={card} what="the scorecard" inStep />;
  const tees = card.data?.scorecard;
  if (!tees) return <Skeleton rows={2} label="Loading the scorecard" />;
  const ladies = card.data?.scorecardLady ?? [];
  if (!tees.length && !ladies.length) return <p>No scorecard is available for this course.</p>;
  return (
    <>
      {tees.length > 0 && <TeeTable caption="Scorecard" tees={tees} />}
      {ladies.length > 0 && <TeeTable caption="Ladies' scorecard" tees={ladies} />}
    </>
  );
}

function TeeTable({ caption, tees }: { caption: string; tees: Tee[] }) {
  const first = tees[0]!;
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Hole</th>
          <th scope="col">Par</th>
          <th scope="col">Handicap</th>
          {tees.map((t) => (
            <th key={t.teeName} scope="col">
              {t.teeName} (yards)
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {first.holes.map((h, i) => (
          <tr key={h.hole}>
            <th scope="row">{h.hole}</th>
            <td>{h.par}</td>
            <td>{h.handicap}</td>
            {tees.map((t) => (
              <td key={t.teeName}>{t.holes[i]?.yards}</td>
            ))}
          </tr>
        ))}
        <tr>
          <th scope="row">Rating / slope</th>
          <td colSpan={2} />
          {tees.map((t) => (
            <td key={t.teeName}>
              {t.rating} / {t.slope}
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}
