import { pageSingleton } from '../core/pageSingleton';

interface LookChanges {
  listeners: Set<() => void>;
  stop: (() => void) | null;
}

const changes = () =>
  pageSingleton<LookChanges>('lookChanges.v1', () => ({ listeners: new Set(), stop: null }));

/**
 * Calls `onChange` when the page may have changed what is behind its widgets: a class, style or
 * theme attribute on `<html>` or `<body>` (a site's dark-mode switch), a stylesheet added or
 * removed, the reader's light/dark preference. One observer per page, there only while some
 * mounted widget listens (nothing is left on the page once the last one unmounts). Answers the
 * function that stops listening.
 */
export function onLookChange(onChange: () => void): () => void {
  const state = changes();
  state.listeners.add(onChange);
  state.stop ??= start(() => state.listeners.forEach((fn) => fn()));
  return () => {
    state.listeners.delete(onChange);
    if (state.listeners.size || !state.stop) return;
    state.stop();
    state.stop = null;
  };
}

/** Tells every mounted widget to look at the page behind it again (an element was moved). */
export function lookChanged(): void {
  changes().listeners.forEach((fn) => fn());
}

function start(notify: () => void): () => void {
  let queued = false;
  const soon = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      notify();
    });
  };
  const observer = new MutationObserver(soon);
  const attributeFilter = ['class', 'style', 'data-theme', 'data-bs-theme', 'data-color-scheme'];
  observer.observe(document.documentElement, { attributes: true, attributeFilter });
  if (document.body) observer.observe(document.body, { attributes: true, attributeFilter });
  if (document.head) observer.observe(document.head, { childList: true });
  const media = matchMedia('(prefers-color-scheme: dark)');
  media.addEventListener('change', soon);
  return () => {
    observer.disconnect();
    media.removeEventListener('change', soon);
  };
}
