/**
 * Where marketplace pages live for a widget (design: "Marketplace links"): the `site-url`
 * attribute, else the brand's own site, else the marketplace origin the API is served from.
 * Links to marketplace pages (`/eventual-weather`, `/my-account/...`) resolve against it, never
 * against the page that embeds the widget.
 */
export function resolveSiteUrl(
  attribute: string | undefined,
  brandSite: string | undefined,
  apiBase: string,
): string {
  for (const candidate of [attribute, brandSite, apiBase]) {
    if (!candidate?.trim()) continue;
    try {
      const url = new URL(candidate.trim());
      if (url.protocol === 'https:' || url.protocol === 'http:')
        return candidate === apiBase ? url.origin : url.href;
    } catch {
      /* not an absolute URL: try the next one */
    }
  }
  return '';
}

/** A marketplace path (`/eventual-weather`) on the site; absolute URLs and anything else unchanged. */
export function siteHref(siteUrl: string, link: string): string {
  if (!siteUrl || !link.startsWith('/') || link.startsWith('//')) return link;
  return new URL(link, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
}
