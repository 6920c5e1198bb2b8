// A Server Component page with the plain tag; a client component defines the element.
import type {} from 'teetime-widgets/react/jsx';
import { apiBase, brand, courseId } from '../widgetProps';
import { TeetimeElements } from './TeetimeElements';

export default function Page() {
  return (
    <main>
      <TeetimeElements />
      <h1>Book a tee time</h1>
      <teetime-picker course-id={courseId} brand={brand} api-base={apiBase} players={2} />
    </main>
  );
}
