import { render, type ComponentChild } from 'preact';

/** `react-dom/client` in the embed bundles: what the element base (src/ui/defineWidget) and the first screens need to render into a shadow root or a box. */
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
