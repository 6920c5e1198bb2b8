import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { accountElement } from '../widgets/account/element';
import { checkoutElement } from '../widgets/checkout/element';
import { dealsElement } from '../widgets/deals/element';
import { pickerElement } from '../widgets/picker/element';
import { searchElement } from '../widgets/search/element';
import { elementDoc } from './elementDocs';
import { elementsMarkdown } from './elementsReference';
import { customElementsManifest } from './manifestFormat';

describe('docs/elements.md', () => {
  it('is the reference generated from the manifest of the current element definitions', () => {
    const docs = [accountElement, checkoutElement, dealsElement, pickerElement, searchElement].map((d) =>
      elementDoc(d, `widgets/${d.tag.replace('teetime-', '')}/index.ts`),
    );
    const expected = elementsMarkdown(customElementsManifest(docs));
    expect(readFileSync('docs/elements.md', 'utf8')).toBe(expected);
    expect(expected).toContain('| `course-id` | `courseId` |');
    expect(expected).toContain('`teetime-booking-confirmed`');
    expect(expected).toContain('`teetime-account-navigate`');
  });
});
