import { createElement, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { hasDom } from '../core/hasDom';
import { getSession } from '../core/session';
import { markMounted } from './firstScreens';
import { lookChanged } from './lookChanges';
import { widgetClient } from './widgetClient';
import type { ConnectingApp } from './withPreload';
import { createShell } from './WidgetShell';
import {
  attributeTypes,
  parseAttribute,
  toCamel,
  toKebab,
  type AttributeType,
  type CommonProps,
  type WidgetDefinition,
} from './widgetDefinition';

/** What a host can call on every teetime element (documented in docs/events.md, "Methods"). */
export interface TeetimeElementMethods {
  /**
   * Signs the golfer out on the whole page: every widget drops the user (`teetime-sign-out` on
   * the page), and the marketplace forgets the session (POST v6/users/sign-out, with this
   * element's `api-base` and brand). Resolves once that call is answered; never rejects.
   */
  signOut(): Promise<void>;
}

/** A property's value as its attribute's text (null: no attribute). */
function attributeText(type: AttributeType, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (type === 'boolean') return value ? 'true' : 'false';
  if (type === 'json') return JSON.stringify(value);
  return String(value);
}

/**
 * Turns a widget App into a custom element class that owns its mounting: its open shadow root
 * (kept from a first screen, src/first), its attributes as props, the App rendered into the shadow
 * root (src/ui/WidgetShell around it) with `react-dom/client` (Preact's in the embeds, the host's
 * React in dist/react), and unmounted once the element has left the document.
 *
 * Attributes are parsed by our rules (booleans are false unless present, `brand="x"
 * hidden-foo="false"` reads as false; a removed attribute clears its prop; a number that does not
 * parse is ignored), and nothing renders before the element is in a document. The UI mounts on
 * connect with every attribute (an upgrade's attribute callbacks come first and only store theirs:
 * one render, not one per attribute). An App with a `connect` (src/ui/withPreload) is told first,
 * with the same attributes: its first calls leave before the UI mounts. Each prop is also a
 * property, which writes its attribute.
 */
export function defineWidget<P extends object>(
  definition: WidgetDefinition<P>,
  App: ConnectingApp<P>,
): CustomElementConstructor {
  const types = attributeTypes(definition);
  const Shell = createShell(definition, App) as ComponentType<Record<string, unknown>>;

  class TeetimeElement extends HTMLElement implements TeetimeElementMethods {
    static get observedAttributes(): string[] {
      return Object.keys(types).map(toKebab);
    }

    /** The props read from the attributes. */
    #props: Record<string, unknown> = {};
    /** The shadow root: a first screen's (src/first), else a new open one. */
    #container: ShadowRoot = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    /** The UI's root while it is mounted. */
    #root: Root | undefined;
    /** Counts connects and unmounts: a mount that waits goes ahead only if none came since. */
    #connects = 0;
    /** A connect's mount is waiting for its first calls (src/ui/withPreload). */
    #waiting = false;
    /** The unmount of a disconnected element, held until the next task (see disconnectedCallback). */
    #unmount: ReturnType<typeof setTimeout> | undefined;

    /** Renders the UI with the props now (mounting it the first time). */
    #render(): void {
      this.#root ??= createRoot(this.#container);
      markMounted(this, true);
      this.#root.render(createElement(Shell, { ...this.#props, container: this.#container }));
    }

    /** Stores a prop from its attribute's text; a mounted UI renders with it. */
    #take(prop: string, text: string | null): void {
      const parsed = parseAttribute(types[prop]!, text);
      if (parsed === undefined) delete this.#props[prop];
      else this.#props[prop] = parsed;
      // Only a mounted UI renders here: it mounts on connect, so nothing renders before the
      // element is in a document.
      if (this.#root) this.#render();
    }

    connectedCallback(): void {
      if (this.#unmount !== undefined) {
        clearTimeout(this.#unmount);
        this.#unmount = undefined;
        // Moved (removed and added again in one task): the UI stays mounted as it is, or its
        // waiting mount goes ahead; it looks again at the page behind it.
        if (this.#root) return lookChanged();
        if (this.#waiting) return;
      }
      const connect = ++this.#connects;
      this.#waiting = true;
      const mount = () => {
        if (this.#connects !== connect) return;
        this.#waiting = false;
        if (this.isConnected) this.#render();
      };
      // An App with first calls (src/ui/withPreload) starts them and mounts its UI when they say so.
      if (App.connect) App.connect(this, this.#props as P & CommonProps, mount);
      else mount();
    }

    /**
     * A framework re-parenting the element (or a host moving it) removes it and adds it again in
     * the same task: its UI unmounts only if it is still out of the document at the next task, so
     * a move keeps the UI, its state and its listeners as they are (nothing asked again, no blank
     * frame), and an element that is gone leaves nothing running.
     */
    disconnectedCallback(): void {
      clearTimeout(this.#unmount);
      this.#unmount = setTimeout(() => {
        this.#unmount = undefined;
        if (this.isConnected) return;
        this.#connects++;
        this.#waiting = false;
        const root = this.#root;
        this.#root = undefined;
        markMounted(this, false);
        root?.unmount();
      }, 0);
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
      const prop = toCamel(name);
      if (types[prop]) this.#take(prop, value);
    }

    signOut(): Promise<void> {
      return getSession().signOut(widgetClient(this.#props as CommonProps).api);
    }

    // Each prop is a property: its getter reads the prop; its setter writes the attribute's text.
    // A property set to the text its attribute already has fires no attribute callback (a
    // server-rendered page hydrating: Svelte sets `el.players = "2"` over `players="2"`): it is
    // taken here, parsed by the attribute's rules (2, not "2").
    static {
      for (const [prop, type] of Object.entries(types))
        Object.defineProperty(this.prototype, prop, {
          enumerable: true,
          configurable: true,
          get(this: TeetimeElement) {
            return this.#props[prop];
          },
          set(this: TeetimeElement, value: unknown) {
            const attribute = toKebab(prop);
            const text = attributeText(type, value);
            if (this.getAttribute(attribute) === text) return this.#take(prop, text);
            if (text === null) this.removeAttribute(attribute);
            else this.setAttribute(attribute, text);
          },
        });
    }
  }
  return TeetimeElement;
}

/**
 * Registers the element once; a second bundle copy or a second call is a no-op, and so is a call
 * without a DOM (a server render imports the widget too): the browser defines it when it runs.
 */
export function registerWidget<P extends object>(
  definition: WidgetDefinition<P>,
  App: ConnectingApp<P>,
): CustomElementConstructor | undefined {
  if (!hasDom()) return undefined;
  const existing = customElements.get(definition.tag);
  if (existing) return existing;
  const element = defineWidget(definition, App);
  customElements.define(definition.tag, element);
  return element;
}
