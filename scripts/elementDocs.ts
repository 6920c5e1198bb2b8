import { EVENT_DOCS, type TeetimeEventName } from '../src/core/events';
import {
  COMMON_ATTRIBUTES,
  toKebab,
  type AttributeSpec,
  type WidgetDefinition,
} from '../src/ui/widgetDefinition';

/** A widget definition with the common attributes merged in, ready for docs and types. */
export interface ElementDoc {
  tag: string;
  className: string;
  description: string;
  modulePath: string;
  attributes: Array<AttributeSpec & { name: string; property: string }>;
  events: Array<{ name: TeetimeEventName; description: string }>;
}

const TS_TYPES = { string: 'string', number: 'number', boolean: 'boolean', json: 'unknown' } as const;

/** Type of the parsed value (the element property): `holes` with values 9 and 18 is `9 | 18`. */
export const tsType = (spec: AttributeSpec): string =>
  spec.values
    ? spec.values.map((v) => (spec.type === 'number' ? String(Number(v)) : JSON.stringify(v))).join(' | ')
    : TS_TYPES[spec.type];

export function elementDoc(definition: WidgetDefinition, modulePath: string): ElementDoc {
  const className = definition.tag
    .split('-')
    .map((p) => p[0]!.toUpperCase() + p.slice(1))
    .join('')
    .concat('Element');
  const all = { ...COMMON_ATTRIBUTES, ...definition.attributes } as Record<string, AttributeSpec>;
  return {
    tag: definition.tag,
    className,
    description: definition.description,
    modulePath,
    attributes: Object.entries(all).map(([property, spec]) => ({
      ...spec,
      property,
      name: toKebab(property),
    })),
    events: definition.events.map((name) => ({ name, description: EVENT_DOCS[name] })),
  };
}
