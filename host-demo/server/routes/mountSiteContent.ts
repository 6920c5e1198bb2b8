import type { Hono } from 'hono';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { courseSuggestionsRoutes } from './courseSuggestions';
import { featuredCoursesRoutes } from './featuredCourses';
import { siteContentRoutes } from './siteContent';

/** The main site's home and content calls: pages, contests, marketing banner, app links, featured courses, course suggestions. */
export function mountSiteContent(app: Hono<AppEnv>, deps: AppDeps): void {
  app.route('/api/v6', siteContentRoutes(deps));
  app.route('/api/v6/featured_courses', featuredCoursesRoutes(deps));
  app.route('/api/v6/course_suggestions', courseSuggestionsRoutes(deps));
}
