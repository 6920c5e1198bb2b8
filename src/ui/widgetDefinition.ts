import type { TeetimeEventName } from '../core/events';

export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

export interface AttributeSpec {
  type: AttributeType;
  description: string;
  /** Default shown in docs and the manifest. */
  default?: string;
  /** Allowed values, when the attribute is an enumeration. */
  values?: readonly string[];
}

/** Attributes every teetime element takes. */
export interface CommonProps {
  brand?: string;
  apiBase?: string;
  locale?: string;
  siteUrl?: string;
  appKey?: string;
}

/**
 * What a widget element is, as plain data: its tag, attributes (camelCase property →
 * spec; the attribute is the kebab-case form) and the events it dispatches. Docs,
 * the custom-elements.json manifest and the type declarations are generated from it.
 */
export interface WidgetDefinition<P extends object = Record<string, unknown>> {
  tag: `teetime-${string}`;
  description: string;
  attributes: { [K in keyof P]-?: AttributeSpec };
  events: readonly TeetimeEventName[];
}

/**
 * The common attributes' types: all the elements need at run time. The descriptions below are for
 * the docs and the manifest only, so the bundles do not carry them.
 */
export const COMMON_ATTRIBUTE_TYPES: { [K in keyof CommonProps]-?: AttributeType } = {
  brand: 'string',
  apiBase: 'string',
  locale: 'string',
  siteUrl: 'string',
  appKey: 'string',
};

export const COMMON_ATTRIBUTES: { [K in keyof CommonProps]-?: AttributeSpec } = {
  brand: {
    type: 'string',
    description: 'Brand id: colours, app key and feature switches. Unknown ids use the main brand.',
    default: 'teetime',
  },
  apiBase: {
    type: 'string',
    description: 'Marketplace API base URL (ending in /api). Defaults to the origin that served the script.',
  },
  locale: {
    type: 'string',
    description: 'BCP 47 language tag for dates and prices.',
    default: 'en-US',
  },
  siteUrl: {
    type: 'string',
    description:
      "The marketplace site that links to marketplace pages (banners, invitations, bookings) open on, not the embedding page. Defaults to the brand's site: the origin of the API.",
  },
  appKey: {
    type: 'string',
    description: 'Your app key (X-Api-Key). Else window.TEETIME_APP_KEY, else demo-<brand>.',
  },
};

export const toKebab = (name: string): string =>
  name.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`);

export const toCamel = (name: string): string => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** Each prop's attribute type: the common attributes' and the definition's. */
export function attributeTypes(definition: WidgetDefinition<object>): Record<string, AttributeType> {
  const types: Record<string, AttributeType> = { ...COMMON_ATTRIBUTE_TYPES };
  for (const [name, spec] of Object.entries(definition.attributes))
    types[name] = (spec as AttributeSpec).type;
  return types;
}

/** An element's attributes as props, parsed the way the element parses them (unknown ones left out). */
export function readProps(el: Element, types: Record<string, AttributeType>): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const { name, value } of el.attributes) {
    const prop = toCamel(name);
    const type = types[prop];
    const parsed = type ? parseAttribute(type, value) : undefined;
    if (parsed !== undefined) props[prop] = parsed;
  }
  return props;
}

/** Parses an attribute value the way the element does. Booleans default to false. */
export function parseAttribute(type: AttributeType, value: string | null): unknown {
  if (type === 'boolean') return value !== null && value.trim().toLowerCase() !== 'false';
  if (value === null) return undefined;
  if (type === 'number') {
    const n = Number(value.trim());
    return value.trim() !== '' && Number.isFinite(n) ? n : undefined;
  }
  if (type === 'json') {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return undefined;
    }
  }
  return value;
}
