/**
 * The scratch partner project of the pack test: a React 19 + TypeScript app that installs
 * the packed tarball and uses the React build's components, a plain <teetime-search> and the
 * event types. Every `@ts-expect-error` must be an error, so types that decay to `any` fail.
 */

export const APP_TSX = `import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { TeetimeEventMap } from 'teetime-widgets';
import { TeetimeCheckout } from 'teetime-widgets/react/checkout';
import { TeetimePicker } from 'teetime-widgets/react/picker';
import 'teetime-widgets/react/search';

export function BookingPage() {
  const [teeTime, setTeeTime] = useState<string>();
  const [reservation, setReservation] = useState<string>();
  return (
    <main>
      <teetime-search brand="lakeside" api-base="https://api.example.com/api" players={2} />
      <TeetimePicker
        courseId="1455"
        brand="lakeside"
        players={2}
        holes={18}
        isAnchoredTeeTime={false}
        onTeeTimeSelect={(e) => setTeeTime(e.detail.teeTimeId)}
        onCheckoutStart={(e) => setTeeTime(e.detail.teeTimeId)}
        onError={(e) => console.error(e.detail.tag, e.detail.message)}
      />
      <TeetimeCheckout brand="lakeside" className="checkout" onBookingConfirmed={(e) => setReservation(e.detail.reservationId)} />
      <p>{teeTime} {reservation}</p>
    </main>
  );
}

const total = (detail: TeetimeEventMap['teetime-booking-confirmed']): string => detail.total.toFixed(2);
document.addEventListener('teetime-booking-confirmed', (e) => console.log(total(e.detail)));
const picker = document.querySelector('teetime-picker');
if (picker) picker.courseId = '1455';

createRoot(document.getElementById('app')!).render(<BookingPage />);
`;

export const CONTRACT_TSX = `// Type-checked, not bundled: the other entry points resolve with their types too.
import 'teetime-widgets/deals';
import type {} from 'teetime-widgets/react/jsx';
import { TeetimeCheckout } from 'teetime-widgets/react/checkout';
import { TeetimePicker } from 'teetime-widgets/react/picker';

const deals: HTMLElementTagNameMap['teetime-deals'] = document.createElement('teetime-deals');
deals.brand = 'lakeside';

export const wrong = [
  // @ts-expect-error the picker never dispatches teetime-booking-confirmed: the checkout does
  <TeetimePicker courseId="1455" onBookingConfirmed={() => undefined} />,
  // @ts-expect-error props are camelCase: courseID is not one
  <TeetimePicker courseID="1455" />,
  // @ts-expect-error players is a number
  <TeetimePicker players="two" />,
  // @ts-expect-error holes is 9 or 18
  <TeetimePicker holes={27} />,
  // @ts-expect-error the detail of checkout-start has no reservationId
  <TeetimePicker onCheckoutStart={(e) => e.detail.reservationId.length} />,
  // @ts-expect-error the detail of booking-confirmed has no teeTimeId
  <TeetimeCheckout onBookingConfirmed={(e) => e.detail.teeTimeId.length} />,
  // @ts-expect-error <teetime-search> takes its own attributes, not brnd
  <teetime-search brnd="lakeside" />,
];
`;

const compilerOptions = {
  target: 'ES2022',
  lib: ['ES2022', 'DOM', 'DOM.Iterable'],
  jsx: 'react-jsx',
  strict: true,
  noEmit: true,
  skipLibCheck: false,
  noUncheckedSideEffectImports: true,
};

/**
 * Every way partners resolve packages: a bundler's, Node's ESM rules (exports, extensions) and the
 * older `node` (node10) resolution that reads `typesVersions` (what many existing tsconfigs say).
 */
export const TSCONFIGS = {
  'tsconfig.json': { compilerOptions: { ...compilerOptions, module: 'ESNext', moduleResolution: 'Bundler' } },
  'tsconfig.nodenext.json': {
    compilerOptions: { ...compilerOptions, module: 'NodeNext', moduleResolution: 'NodeNext' },
  },
  'tsconfig.node16.json': {
    compilerOptions: { ...compilerOptions, module: 'Node16', moduleResolution: 'Node16' },
  },
  'tsconfig.node.json': {
    compilerOptions: {
      ...compilerOptions,
      module: 'ESNext',
      moduleResolution: 'Node',
      ignoreDeprecations: '6.0',
    },
  },
};

export const INDEX_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Partner app</title></head>
<body><div id="app"></div><script type="module" src="./app.js"></script></body></html>
`;
