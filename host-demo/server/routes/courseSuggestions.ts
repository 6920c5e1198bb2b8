import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { routesOf } from '../http/route';
import { HttpError } from '../http/HttpError';
import { courseSuggestionResponse } from '../schemas/platformResponses';
import { emailField, idParam, nameField } from '../schemas/accountSchemas';
import { newId } from '../services/tokens';

const BASE = '/api/v6/course_suggestions';
const tags = ['content'];
const place = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80, 'Must be at most 80 characters')));
const address = {
  address_city: place,
  address_state: place,
  address_country: place,
  address_zipcode: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(12, 'Must be at most 12 characters'))),
};
const courseName = v.pipe(v.string(), v.trim(), v.minLength(1, 'is required'), v.maxLength(120));
const createBody = v.object({
  customer_email: emailField,
  customer_name: nameField,
  course_name: courseName,
  ...address,
});
const updateBody = v.object({ course_name: v.optional(courseName), ...address });

interface SuggestionRow {
  id: string;
  customer_email: string;
  customer_name: string;
  course_name: string;
  address_city: string | null;
  address_state: string | null;
  address_country: string | null;
  address_zipcode: string | null;
  created_at: string;
}

const view = ({ customer_email: _e, ...r }: SuggestionRow) => r;

/** Suggest a course for the marketplace (spec 02 §3 course suggestion), then complete it by id. */
export function courseSuggestionsRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const find = (id: string) =>
    deps.db.prepare('SELECT * FROM course_suggestions WHERE id = ?').get(id) as SuggestionRow | undefined;

  const route = routesOf(router, BASE);

  route(
    {
      method: 'post',
      path: '/',
      summary: 'Suggest a course: customer e-mail and name, course name, optional address',
      tags,
      body: createBody,
      responses: {
        201: { description: 'The suggestion', schema: courseSuggestionResponse },
        422: 'validation_errors per field',
      },
    },
    (c) => {
      const b = c.req.valid('json');
      const id = newId('cs');
      const now = deps.clock().toISOString();
      deps.db
        .prepare(
          `INSERT INTO course_suggestions (id, brand_id, user_id, customer_email, customer_name, course_name,
           address_city, address_state, address_country, address_zipcode, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          id,
          c.var.brandId,
          c.var.user?.id ?? null,
          b.customer_email,
          b.customer_name,
          b.course_name,
          b.address_city ?? null,
          b.address_state ?? null,
          b.address_country ?? null,
          b.address_zipcode ?? null,
          now,
          now,
        );
      return c.json({ course_suggestion: view(find(id)!) }, 201);
    },
  );

  route(
    {
      method: 'post',
      path: '/:id',
      summary: 'Complete a suggestion by id: the course name or address fields given replace the stored ones',
      tags,
      params: idParam,
      body: updateBody,
      responses: {
        200: { description: 'The suggestion, completed', schema: courseSuggestionResponse },
        404: 'No such suggestion',
        422: 'validation_errors per field',
      },
    },
    (c) => {
      const { id } = c.req.valid('param');
      const row = find(id);
      if (!row) throw new HttpError(404, 'Course suggestion not found');
      const b = c.req.valid('json');
      deps.db
        .prepare(
          `UPDATE course_suggestions SET course_name = ?, address_city = ?, address_state = ?, address_country = ?,
           address_zipcode = ?, updated_at = ? WHERE id = ?`,
        )
        .run(
          b.course_name ?? row.course_name,
          b.address_city ?? row.address_city,
          b.address_state ?? row.address_state,
          b.address_country ?? row.address_country,
          b.address_zipcode ?? row.address_zipcode,
          deps.clock().toISOString(),
          id,
        );
      return c.json({ course_suggestion: view(find(id)!) });
    },
  );
  return router;
}
