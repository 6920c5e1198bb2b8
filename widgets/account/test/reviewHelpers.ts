/** Helpers of the review and moderation screens' tests. */
import { $$, open } from './profileSavedHelpers';

let n = 0;
/** A fresh sandbox database per test (reviews written or moderated change it). */
export const reviewsBase = (name: string) => `/sandbox/reviews-${name}-${Date.now().toString(36)}${n++}/api`;

/** The path params of course 1001's pages (or another course's), read from the sandbox. */
export async function course1001(base: string, id = '1001') {
  const res = await fetch(`${base}/v6/course_reviews/at/${id}`, { headers: { 'X-Api-Key': 'demo-teetime' } });
  const url = ((await res.json()) as { course: { hierarchized_url: string } }).course.hierarchized_url;
  const [, , country, state, city, courseId] = url.split('/') as string[];
  return { country: country!, state: state!, city: city!, courseId: courseId! };
}

/** Opens a review screen with its params. */
export const openReviews = (base: string, view: string, title: string, params: object, attrs = '') =>
  open(base, view, title, `params='${JSON.stringify(params)}' ${attrs}`);

/** The reviews listed (their titles), in the list labelled `label`. */
export const listed = (root: ShadowRoot, label = 'Reviews') => {
  const ul = $$(root, 'ul.tt-reviews').find((u) => u.getAttribute('aria-label') === label);
  return ul ? $$(ul, ':scope > li').map((li) => li.querySelector('h3')!.textContent ?? '') : [];
};
