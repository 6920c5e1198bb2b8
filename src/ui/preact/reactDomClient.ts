import { render, type ComponentChild } from 'preact';

/** `react-dom/client` in the embed bundles: what r2wc needs to mount into a shadow root. */
export function createRoot(container: Element | DocumentFragment) {
  return {
    render(children: ComponentChild) {
      render(children, container);
    },
    unmount() {
      render(null, container);
    },
  };
}

export default { createRoot };
