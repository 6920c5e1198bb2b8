import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { routesOf } from '../http/route';
import { HttpError } from '../http/HttpError';
import { isBookableDate, isStillAhead, localNowIn } from '../services/calendar';
import { DEFAULT_RECOMMENDATIONS_LIMIT } from '../services/catalogConstants';
import { findCourse } from '../services/courseView';
import { issueFlowToken } from '../services/flowToken';
import { nearestTeeTimes } from '../services/relevantTeeTimes';
import { teeTimesSummary } from '../services/teeTimeGroups';
import { ensureTeeTimes } from '../services/teeTimes';
import { findTeeTimeJoined, orderOffers, queryTeeTimes, teeTimeView } from '../services/teeTimeView';
import { courseIdAtParam } from '../schemas/catalogSchemas';
import { relevantQuery, teeTimesQuery } from '../schemas/teeTimeSchemas';
import { relevantTeeTimesResponse, teeTimesResponse } from '../schemas/catalogResponses';
import { BOOKING_FEE_PER_PLAYER } from '../services/pricing';

const BASE = '/api/v6/tee_times';
const TAGS = ['tee times'];

/** Provider offers of a time slot, and "relevant" tee times around a chosen one. */
export function teeTimesRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  function courseOr404(id: string) {
    const course = findCourse(deps.db, id);
    if (!course) throw new HttpError(404, 'Course not found');
    return course;
  }

  const route = routesOf(router, BASE);

  route(
    {
      method: 'get',
      path: '/at/:courseId/tee_times',
      summary:
        'Tee times (provider offers) of a course for a date and time slot, instant-booking providers first. is_prepaid_only is not applied to lightning. ' +
        'No offers: failure_steps.retry_tee_time (true until reattempt=true). rate_type=member needs a network member (else status_code 11002).',
      tags: TAGS,
      params: courseIdAtParam,
      query: teeTimesQuery,
      responses: {
        200: { description: 'Tee times (provider order), summary, failure_steps', schema: teeTimesResponse },
        404: 'Course not found',
        422: 'Bad parameters; status_code 11001 (time slot has no tee times, with time_slot) or 11002 (member rate needs membership)',
      },
    },
    (c) => {
      const q = c.req.valid('query');
      const course = courseOr404(c.req.valid('param').courseId);
      const user = c.get('user');
      if (q.rate_type === 'member' && user?.hasNetworkMembership !== true) {
        throw new HttpError(422, 'Member rates need a network membership', { status_code: 11002 });
      }
      const at = localNowIn(course.time_zone, deps.clock());
      const date = q.date ?? at.today;
      const qty = q.qty ?? q.players ?? 1;
      const filters = {
        date,
        qty,
        isRiding: q.is_riding,
        numHoles: q.num_holes,
        timeSlot: q.time_slot,
        rateTypes: q.rate_type ? [q.rate_type] : undefined,
        isPrepaidOnly: q.is_prepaid_only,
        includeSoldOut: true,
      };
      const bookableDate = isBookableDate(date, at.today);
      if (bookableDate) ensureTeeTimes(deps.db, course.id, date);
      const all = bookableDate ? queryTeeTimes(deps.db, course.id, filters, at.nowLocal) : [];
      if (q.time_slot && all.length === 0 && !q.reattempt) {
        throw new HttpError(422, 'There are no tee times at this time slot', {
          status_code: 11001,
          time_slot: q.time_slot,
        });
      }
      const bookable = all.filter((t) => t.players_available >= qty);
      const offers = orderOffers(all);
      return c.json({
        tee_times: offers.map((t) => teeTimeView(t, qty)),
        summary: teeTimesSummary(course.id, date, bookable),
        auth_token: issueFlowToken({ step: 'tee_times', course_id: course.id, date, qty }, deps.clock()),
        failure_steps:
          bookable.length > 0 ? null : { retry_tee_time: !q.reattempt, reason: 'no_availability' },
        booking_fee_per_player: BOOKING_FEE_PER_PLAYER,
      });
    },
  );

  route(
    {
      method: 'get',
      path: '/at/:courseId/relevant',
      summary: 'A chosen tee time (null when no longer bookable for qty) and up to 4 others near it in time',
      tags: TAGS,
      params: courseIdAtParam,
      query: relevantQuery,
      responses: {
        200: {
          description: 'The selected tee time if still bookable, and the nearest others',
          schema: relevantTeeTimesResponse,
        },
        404: 'Course or tee time not found',
        422: 'Bad parameters',
      },
    },
    (c) => {
      const q = c.req.valid('query');
      const course = courseOr404(c.req.valid('param').courseId);
      const selected = findTeeTimeJoined(deps.db, q.tee_time_id);
      if (!selected || selected.course_id !== course.id) throw new HttpError(404, 'Tee time not found');
      const qty = q.qty ?? q.players ?? 1;
      const at = localNowIn(course.time_zone, deps.clock());
      const date = selected.date;
      ensureTeeTimes(deps.db, course.id, date);
      const sameDay = queryTeeTimes(deps.db, course.id, { date, qty }, at.nowLocal);
      const stillBookable = selected.players_available >= qty && isStillAhead(selected.tee_off_at_local, at);
      return c.json({
        selected_tee_time: stillBookable ? teeTimeView(selected, qty) : null,
        other_tee_times: nearestTeeTimes(selected, sameDay, qty, DEFAULT_RECOMMENDATIONS_LIMIT).map((t) =>
          teeTimeView(t, qty),
        ),
        summary: teeTimesSummary(course.id, date, sameDay),
        auth_token: issueFlowToken({ step: 'relevant', course_id: course.id, date, qty }, deps.clock()),
      });
    },
  );

  return router;
}
