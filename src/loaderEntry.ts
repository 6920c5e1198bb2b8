// dist/loader.js: put it once on a page; it loads only the widgets whose tags appear,
// from the folder it was served from. __TEETIME_TAGS__ is filled in by the build.
import { scriptLoader, watchForWidgets } from './core/widgetLoader';

declare const __TEETIME_TAGS__: string[];

const current = document.currentScript as HTMLScriptElement | null;
const base = current?.src ? new URL('.', current.src).href : new URL('.', location.href).href;

watchForWidgets({
  doc: document,
  tags: __TEETIME_TAGS__,
  load: scriptLoader(document, base, current?.nonce ?? ''),
});
