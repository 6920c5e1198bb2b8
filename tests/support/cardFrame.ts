/** The hosted card fields frame (checkout, account's "add a card"), for the browser tests. */
import { until } from './dom';

/**
 * The hosted card fields' document in a widget's shadow root, once its script is ready. The frame
 * is on the API's origin, which in the test server is the page's own, so tests can type into it
 * like a golfer.
 */
export function cardFrameDoc(el: Element): Document | null {
  const frame = el.shadowRoot?.querySelector<HTMLIFrameElement>('iframe.tt-card-frame');
  return frame?.dataset.ready === 'true' ? frame.contentDocument : null;
}

export const cardFieldsReady = (el: Element) =>
  until(() => cardFrameDoc(el), 'card fields frame ready', 15_000);

interface AxeResult {
  violations: Array<{ id: string; nodes: unknown[] }>;
}
type Axe = { run(e: Element | Document, options?: object): Promise<AxeResult> };
const AXE = '/node_modules/axe-core/axe.min.js';

/**
 * axe on the element, and inside the hosted card fields frame when one is there and ready (in
 * the element's shadow root, or in a checkout or account element inside it).
 */
export const axeViolations = async (el: Element) => {
  const ids = (r: AxeResult) => r.violations.map((v) => v.id);
  const page = ids(await (window as unknown as { axe: Axe }).axe.run(el, { iframes: false }));
  const hosts = [el, ...el.querySelectorAll('teetime-checkout, teetime-account')];
  const doc = hosts.map(cardFrameDoc).find((d) => d !== null) ?? null;
  if (!doc) return page;
  const win = doc.defaultView as unknown as { axe?: Axe };
  if (!win.axe) {
    const script = doc.createElement('script');
    script.src = AXE; // the frame's policy allows scripts of its own origin (the test server's)
    const loaded = new Promise((resolve) => script.addEventListener('load', resolve));
    doc.head.append(script);
    await loaded;
  }
  // The frame is part of the checkout, not a page: axe's page-level rules (one main landmark,
  // an h1, everything in landmarks) apply to the page around it, as axe does across frames.
  const pageLevel = ['landmark-one-main', 'page-has-heading-one', 'region'];
  const rules = Object.fromEntries(pageLevel.map((r) => [r, { enabled: false }]));
  return [...page, ...ids(await win.axe!.run(doc, { rules }))];
};
