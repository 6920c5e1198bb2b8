import { createElement, useLayoutEffect, useRef, type FunctionComponent } from 'react';
import { toKebab } from '../widgetDefinition';

/** Props React passes to the element as they are (React maps `className` to `class`). */
const HOST_PROPS = new Set(['id', 'className', 'style', 'slot', 'hidden']);

/** `onTeeTimeSelect` → `teetime-tee-time-select`; anything else is not an event prop. */
export function eventOfProp(prop: string): string | undefined {
  if (!/^on[A-Z]/.test(prop)) return undefined;
  const rest = toKebab(prop.slice(2));
  return `teetime-${rest[0]!.toLowerCase()}${rest.slice(1)}`;
}

/** The attribute text the element parses back (see parseAttribute); undefined removes it. */
function attributeText(value: unknown): string | undefined {
  if (value === undefined || value === null || value === false) return undefined;
  if (value === true) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

type Handler = (event: Event) => void;

/**
 * A React component for one teetime element, for the React build (dist/react): camelCase
 * props become the element's kebab-case attributes (booleans present or absent, numbers and
 * JSON as text, exactly what the element parses), and `on<Event>` props listen for
 * `teetime-<event>` on the element. Typed per widget by scripts/manifest.ts.
 */
export function teetimeComponent(
  tag: string,
  displayName: string,
): FunctionComponent<Record<string, unknown>> {
  function TeetimeComponent(props: Record<string, unknown>) {
    const ref = useRef<HTMLElement>(null);
    const attributes: Record<string, unknown> = { ref };
    const handlers: Record<string, Handler> = {};
    for (const [name, value] of Object.entries(props)) {
      const event = eventOfProp(name);
      if (event) {
        if (typeof value === 'function') handlers[event] = value as Handler;
      } else if (HOST_PROPS.has(name)) {
        attributes[name] = value;
      } else if (name !== 'children') {
        const text = attributeText(value);
        if (text !== undefined) attributes[toKebab(name)] = text;
      }
    }

    // Listeners subscribe once per set of event names and call the latest handler, so a
    // new arrow function on every render neither re-subscribes nor misses an event.
    const latest = useRef(handlers);
    useLayoutEffect(() => {
      latest.current = handlers;
    });
    const events = Object.keys(handlers).sort().join(' ');
    useLayoutEffect(() => {
      const element = ref.current;
      if (!element || !events) return undefined;
      const types = events.split(' ');
      const listener = (event: Event) => latest.current[event.type]?.(event);
      for (const type of types) element.addEventListener(type, listener);
      return () => {
        for (const type of types) element.removeEventListener(type, listener);
      };
    }, [events]);

    return createElement(tag, attributes);
  }
  TeetimeComponent.displayName = displayName;
  return TeetimeComponent;
}
