/**
 * Reading and filling a checkout as a golfer does (its shadow root and its card frame), for the
 * checkout's own tests and for any test that pays through one (the picker's, tests/browser).
 */
import { cardFrameDoc } from './cardFrame';
import { shadowOf, until } from './dom';

const text = (el: Element) => shadowOf(el).textContent ?? '';

/** The input or select whose label text starts with `label`, in the checkout or its card frame. */
export function field(el: Element, label: string): HTMLInputElement {
  for (const scope of [shadowOf(el), cardFrameDoc(el)]) {
    if (!scope) continue;
    const l = [...scope.querySelectorAll('label')].find((x) => x.textContent?.trim().startsWith(label));
    if (!l) continue;
    const id = l.getAttribute('for');
    return (id ? scope.getElementById(id) : l.querySelector('input')) as HTMLInputElement;
  }
  throw new Error(`No field "${label}"`);
}

export function type(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export function fill(el: Element, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) type(field(el, label), value);
}

export function button(el: Element, name: string | RegExp): HTMLButtonElement {
  const found = [...shadowOf(el).querySelectorAll('button')].find((b) =>
    typeof name === 'string' ? b.textContent?.trim() === name : name.test(b.textContent?.trim() ?? ''),
  );
  if (!found) throw new Error(`No button "${String(name)}"`);
  return found;
}

/** Opens an extra (promo code, gift card, points, donation) behind its disclosure button. */
export const waitText = (el: Element, pattern: string | RegExp, timeout = 8000) =>
  until(
    () => (typeof pattern === 'string' ? text(el).includes(pattern) : pattern.test(text(el))),
    `text ${String(pattern)}`,
    timeout,
  ).catch((e: Error) => {
    throw new Error(`${e.message}; shown: ${text(el).slice(-600)}`);
  });
