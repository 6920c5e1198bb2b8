/** The developer docs the site serves under /docs (each from /docs/{id}.md). */
export const DOCS: readonly { id: string; title: string; summary: string }[] = [
  { id: 'embedding', title: 'Embedding guide', summary: 'Script tag, loader, ES modules and React.' },
  {
    id: 'frameworks',
    title: 'Frameworks',
    summary: 'React and Next.js, Vue, Svelte, Angular, WordPress, plain HTML; server rendering.',
  },
  {
    id: 'elements',
    title: 'Attributes and events',
    summary: 'Every element, generated from custom-elements.json.',
  },
  { id: 'theming', title: 'Theming', summary: 'Brand colours and CSS custom properties.' },
  { id: 'csp', title: 'Content Security Policy', summary: 'The directives a host page must allow.' },
  {
    id: 'testing',
    title: 'Test cards and demo accounts',
    summary: 'Cards, promo codes and accounts of the sandbox.',
  },
  { id: 'events', title: 'Events', summary: 'Every event, when it fires and its payload.' },
  { id: 'brands', title: 'Brands', summary: 'The seven brands, app keys and feature switches.' },
  {
    id: 'architecture',
    title: 'Architecture',
    summary: 'Layers, element runtime, bus, session, API client.',
  },
  { id: 'api', title: 'Sandbox API', summary: 'The sandbox marketplace API.' },
  { id: 'build', title: 'Builds and budgets', summary: 'Builds, size budgets, bench, tests and CI.' },
];

/** The widgets' own READMEs, as /docs/widget-{name}. */
export const WIDGET_DOCS = ['search', 'picker', 'checkout', 'deals', 'account'] as const;
