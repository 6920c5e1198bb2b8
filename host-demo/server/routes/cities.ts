import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { routesOf } from '../http/route';
import { HttpError } from '../http/HttpError';
import { qId, qNumber, qText } from '../http/queryValues';
import { cityForZip, findCity, nearestCity } from '../services/cityLookup';
import { cityView } from '../services/places';
import { foundCityResponse, nearestCityResponse, zipcodeCityResponse } from '../schemas/catalogResponses';

const BASE = '/api/v6/cities';
const TAGS = ['places'];

const forCoordinatesQuery = v.object({ lat: qNumber(-90, 90), lon: qNumber(-180, 180) });
const findQuery = v.object({
  id: v.optional(qId),
  hierarchized_url: v.optional(qText(300)),
  q: v.optional(qText(200)),
  name: v.optional(qText(200)),
  zipcode: v.optional(qText(20)),
});
const zipParam = v.object({ zipcode: v.pipe(v.string(), v.maxLength(20, 'Must be a zip code')) });

/** City lookups: nearest to coordinates, by id / URL / name, by zip code. */
export function citiesRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  const route = routesOf(router, BASE);

  route(
    {
      method: 'get',
      path: '/for_coordinates',
      summary: 'The city nearest to lat/lon (within 150 miles)',
      tags: TAGS,
      query: forCoordinatesQuery,
      responses: {
        200: { description: 'The nearest city', schema: nearestCityResponse },
        404: 'No city near these coordinates',
        422: 'Bad coordinates',
      },
    },
    (c) => {
      const { lat, lon } = c.req.valid('query');
      const near = nearestCity(deps.db, lat, lon);
      if (!near) throw new HttpError(404, 'No city near these coordinates');
      return c.json({ city: cityView(near.city), distance: near.distance });
    },
  );

  route(
    {
      method: 'get',
      path: '/find',
      summary: 'A city by id, hierarchized_url, name ("Austin" or "Austin, TX"; q is an alias) or zipcode',
      tags: TAGS,
      query: findQuery,
      responses: {
        200: { description: 'The city (and the zip code asked for)', schema: foundCityResponse },
        404: 'City not found',
        422: 'Bad parameters',
      },
    },
    (c) => {
      const q = c.req.valid('query');
      if (q.zipcode) {
        const found = cityForZip(deps.db, q.zipcode);
        if (!found) throw new HttpError(404, 'City not found');
        return c.json({ city: cityView(found.city), zipcode: found.zipcode });
      }
      const city = findCity(deps.db, { id: q.id, hierarchized_url: q.hierarchized_url, name: q.name ?? q.q });
      if (!city) throw new HttpError(404, 'City not found');
      return c.json({ city: cityView(city) });
    },
  );

  route(
    {
      method: 'get',
      path: '/zipcode/:zipcode',
      summary: 'The city of a US zip code or Canadian postal code',
      tags: TAGS,
      params: zipParam,
      responses: {
        200: { description: 'The city of the zip code', schema: zipcodeCityResponse },
        404: 'Unknown zip code',
      },
    },
    (c) => {
      const found = cityForZip(deps.db, c.req.valid('param').zipcode);
      if (!found) throw new HttpError(404, 'Zip code not found');
      return c.json({ city: cityView(found.city), zipcode: found.zipcode });
    },
  );

  return router;
}
