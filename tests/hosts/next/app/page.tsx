// A Server Component page, as the README writes it: the React build's component, no 'use client' here.
import { TeetimePicker } from 'teetime-widgets/react/picker';
import { apiBase, brand, courseId } from './widgetProps';

export default function Page() {
  return (
    <main>
      <h1>Book a tee time</h1>
      <TeetimePicker courseId={courseId} brand={brand} apiBase={apiBase} players={2} />
    </main>
  );
}
