/** One static page of the marketplace (GET v6/pages/show/{slug}): plain text in sections. */
export interface SitePage {
  slug: string;
  title: string;
  intro: string;
  sections: { heading: string; paragraphs: string[] }[];
  links: { label: string; href: string }[];
  updatedOn: string;
}

export const page = (
  slug: string,
  title: string,
  intro: string,
  sections: [string, ...string[]][],
  links: [string, string][] = [],
): SitePage => ({
  slug,
  title,
  intro,
  sections: sections.map(([heading, ...paragraphs]) => ({ heading, paragraphs })),
  links: links.map(([label, href]) => ({ label, href })),
  updatedOn: '2026-09-01',
});
