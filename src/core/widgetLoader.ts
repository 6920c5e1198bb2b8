export interface LoaderOptions {
  /** Document to watch. */
  doc: Document;
  /** Tags this loader can load, e.g. ['teetime-search', 'teetime-picker']. */
  tags: readonly string[];
  /** Called once per tag that appears on the page and is not defined yet. */
  load: (tag: string) => void;
}

/**
 * Watches a page for teetime tags, now and later (a host framework may add them after
 * load), and asks for each widget once. Stops watching once every tag is loaded.
 * Returns a function that stops it early.
 */
export function watchForWidgets({ doc, tags, load }: LoaderOptions): () => void {
  const pending = new Set(tags.filter((tag) => !customElements.get(tag)));

  const scan = (root: Element | Document) => {
    for (const tag of [...pending]) {
      const here = root instanceof Element && root.localName === tag;
      if (here || root.querySelector(tag)) {
        pending.delete(tag);
        load(tag);
      }
    }
  };

  scan(doc);
  if (pending.size === 0) return () => undefined;

  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) scan(node);
    }
    if (pending.size === 0) observer.disconnect();
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/** Adds `<script type="module" src="{base}esm/{tag}.js">`, carrying the page's CSP nonce. */
export function scriptLoader(doc: Document, base: string, nonce: string) {
  return (tag: string) => {
    const script = doc.createElement('script');
    script.type = 'module';
    script.src = new URL(`esm/${tag}.js`, base).href;
    if (nonce) script.nonce = nonce;
    doc.head.appendChild(script);
  };
}
