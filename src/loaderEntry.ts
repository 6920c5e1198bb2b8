// dist/loader.js: put it once on a page; it loads only the widgets whose tags appear,
// from the folder it was served from. __TEETIME_TAGS__ is filled in by the build.
// Without a DOM (a server render importing it) it does nothing.
import { hasDom } from './core/hasDom';
import { reserveSpace } from './core/reservedSpace';
import { scriptLoader, watchForWidgets } from './core/widgetLoader';

declare const __TEETIME_TAGS__: string[];

if (hasDom()) {
  const current = document.currentScript as HTMLScriptElement | null;
  const base = current?.src ? new URL('.', current.src).href : new URL('.', location.href).href;

  // Elements not defined yet keep their height (without `defer`, before the page first paints).
  reserveSpace(document, current?.nonce ?? '');
  watchForWidgets({
    doc: document,
    tags: __TEETIME_TAGS__,
    load: scriptLoader(document, base, current?.nonce ?? ''),
  });
}
