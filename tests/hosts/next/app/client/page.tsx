import { apiBase, brand, courseId } from '../widgetProps';
import { Booking } from './Booking';

export default function Page() {
  return (
    <main>
      <h1>Book a tee time</h1>
      <Booking apiBase={apiBase} courseId={courseId} brand={brand} />
    </main>
  );
}
