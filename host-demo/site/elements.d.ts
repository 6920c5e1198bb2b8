import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/**
 * The widget elements in the site's JSX. Attributes are written kebab-case, as a partner writes
 * them (dashed names such as `course-id` need no declaration); these are the undashed ones.
 */
type Widget = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  brand?: string;
  locale?: string;
  location?: string;
  date?: string;
  time?: string;
  players?: number | string;
  holes?: number | string;
  view?: string;
  category?: string;
  tab?: string;
  latitude?: number | string;
  longitude?: number | string;
  radius?: number | string;
  limit?: number | string;
  /** A boolean property (React 19 sets the element's property when it has one: `""` would be false). */
  home?: boolean;
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'teetime-search': Widget;
      'teetime-picker': Widget;
      'teetime-checkout': Widget;
      'teetime-deals': Widget;
    }
  }
}
