// dist/reserve.js: a few hundred bytes to put right before a widget's deferred script tag, without
// `defer` or `async`, so the element has its height before the page first paints (see
// core/reservedSpace.ts). The loader does the same when it runs. Without a DOM it does nothing.
import { hasDom } from './core/hasDom';
import { reserveSpace } from './core/reservedSpace';

if (hasDom()) reserveSpace(document, (document.currentScript as HTMLScriptElement | null)?.nonce ?? '');
