import { isFeatureOn, type FeatureSwitches } from '../../src/core/features';
import { siteHref } from '../../src/core/siteUrl';

/**
 * The course details' links for the people who run the course (docs/brands.md), each behind a
 * brand switch: `claimCourse` "Is this your course? Claim it" (the free marketplace sign-up with
 * the course), `courseOperators` "For course operators" (the free marketplace page). Marketplace
 * pages, on the widget's site. Pure: the first screen's template shows the same links.
 */
export function ownerLinks(brand: FeatureSwitches, siteUrl: string, courseId: string): [string, string][] {
  const links: [string, string][] = [];
  if (isFeatureOn(brand, 'claimCourse'))
    links.push([
      'Is this your course? Claim it',
      siteHref(siteUrl, `/free-marketplace-signup-details?courseId=${encodeURIComponent(courseId)}`),
    ]);
  if (isFeatureOn(brand, 'courseOperators'))
    links.push(['For course operators: list your tee times free', siteHref(siteUrl, '/free-marketplace')]);
  return links;
}
