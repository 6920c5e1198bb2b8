// The widgets' attributes and events in Svelte templates (docs/frameworks.md, "Svelte").
import type { TeetimeEventMap } from 'teetime-widgets';

type TeetimeHandler<K extends keyof TeetimeEventMap> = (event: CustomEvent<TeetimeEventMap[K]>) => void;

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
    'teetime-picker': HTMLAttributes<HTMLElement> & {
      'course-id'?: string;
      brand?: string;
      'api-base'?: string;
      players?: number | string;
      'onteetime-tee-time-select'?: TeetimeHandler<'teetime-tee-time-select'>;
      'onteetime-checkout-start'?: TeetimeHandler<'teetime-checkout-start'>;
      'onteetime-error'?: TeetimeHandler<'teetime-error'>;
    };
  }
}

export {};
