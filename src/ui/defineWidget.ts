import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { hasDom } from '../core/hasDom';
import { getSession } from '../core/session';
import { lookChanged } from './lookChanges';
import { widgetClient } from './widgetClient';
import type { ConnectingApp } from './withPreload';
import { createShell } from './WidgetShell';
import {
  attributeTypes,
  parseAttribute,
  toCamel,
  type CommonProps,
  type WidgetDefinition,
} from './widgetDefinition';

const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
/** r2wc's mounted root: set while the element's UI is mounted. */
const CONTEXT = Symbol.for('r2wc.context');

/** What a host can call on every teetime element (documented in docs/events.md, "Methods"). */
export interface TeetimeElementMethods {
  /**
   * Signs the golfer out on the whole page: every widget drops the user (`teetime-sign-out` on
   * the page), and the marketplace forgets the session (POST v6/users/sign-out, with this
   * element's `api-base` and brand). Resolves once that call is answered; never rejects.
   */
  signOut(): Promise<void>;
}

interface R2wcInternals {
  [PROPS]: Record<string, unknown>;
  [CONTEXT]?: unknown;
  [RENDER](): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
}

/**
 * Turns a widget App into a custom element class (r2wc underneath, open shadow root).
 *
 * On top of r2wc: attributes are parsed by our rules (booleans are false unless present,
 * `brand="x" hidden-foo="false"` reads as false; a removed attribute clears its prop; a
 * number that does not parse is ignored), and nothing renders before the element is in
 * a document. The UI mounts on connect with every attribute (an upgrade's attribute callbacks
 * come first and only store theirs: one render, not one per attribute). An App with a `connect`
 * (src/ui/withPreload) is told first, with the same attributes: its first calls leave before the UI
 * mounts.
 */
export function defineWidget<P extends object>(
  definition: WidgetDefinition<P>,
  App: ConnectingApp<P>,
): CustomElementConstructor {
  const types = attributeTypes(definition);
  const Base = r2wc(
    createShell(definition, App) as ComponentType<object>,
    {
      shadow: 'open',
      props: types,
    } as never,
  ) as unknown as new () => HTMLElement & R2wcInternals;

  class TeetimeElement extends Base implements TeetimeElementMethods {
    /** Counts connects and unmounts: a mount that waits goes ahead only if none came since. */
    #connects = 0;
    /** A connect's mount is waiting for its first calls (src/ui/withPreload). */
    #waiting = false;
    /** The unmount of a disconnected element, held until the next task (see disconnectedCallback). */
    #unmount: ReturnType<typeof setTimeout> | undefined;

    /** A first screen (src/first) made the shadow root already: the UI mounts into it, over its HTML. */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot ?? super.attachShadow(init);
    }

    override connectedCallback(): void {
      if (this.#unmount !== undefined) {
        clearTimeout(this.#unmount);
        this.#unmount = undefined;
        // Moved (removed and added again in one task): the UI stays mounted as it is, or its
        // waiting mount goes ahead; it looks again at the page behind it.
        if (this[CONTEXT]) return lookChanged();
        if (this.#waiting) return;
      }
      const connect = ++this.#connects;
      this.#waiting = true;
      const mount = () => {
        if (this.#connects !== connect) return;
        this.#waiting = false;
        if (this.isConnected) super.connectedCallback();
      };
      // An App with first calls (src/ui/withPreload) starts them and mounts its UI when they say so.
      if (App.connect) App.connect(this, this[PROPS] as P & CommonProps, mount);
      else mount();
    }

    /**
     * A framework re-parenting the element (or a host moving it) removes it and adds it again in
     * the same task: its UI unmounts only if it is still out of the document at the next task, so
     * a move keeps the UI, its state and its listeners as they are (nothing asked again, no blank
     * frame), and an element that is gone leaves nothing running.
     */
    override disconnectedCallback(): void {
      clearTimeout(this.#unmount);
      this.#unmount = setTimeout(() => {
        this.#unmount = undefined;
        if (this.isConnected) return;
        this.#connects++;
        this.#waiting = false;
        super.disconnectedCallback();
      }, 0);
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
      const prop = toCamel(name);
      const type = types[prop];
      if (!type) return;
      const parsed = parseAttribute(type, value);
      if (parsed === undefined) delete this[PROPS][prop];
      else this[PROPS][prop] = parsed;
      // Only a mounted UI renders here: r2wc mounts it on connect (every prop setter of ours goes
      // through an attribute), so nothing renders before the element is in a document.
      if (this[CONTEXT]) this[RENDER]();
    }

    signOut(): Promise<void> {
      return getSession().signOut(widgetClient(this[PROPS] as CommonProps).api);
    }
  }
  // A property set to the text its attribute already has fires no attribute callback: a
  // server-rendered page hydrating does that (Svelte sets `el.players = "2"` over `players="2"`).
  // Text is parsed by the attribute's rules, so it gives what the attribute gave (2, not "2").
  for (const [prop, type] of Object.entries(types)) {
    const base = Object.getOwnPropertyDescriptor(Base.prototype, prop);
    if (!base?.set) continue;
    Object.defineProperty(TeetimeElement.prototype, prop, {
      ...base,
      set(this: TeetimeElement, value: unknown) {
        base.set!.call(this, value);
        if (typeof value !== 'string') return;
        const parsed = parseAttribute(type, value);
        if (parsed === undefined) delete this[PROPS][prop];
        else this[PROPS][prop] = parsed;
      },
    });
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
