import { CUSTOM_ELEMENTS_SCHEMA, Component, signal } from '@angular/core';
import 'teetime-widgets/picker';
import type { TeetimeEventMap } from 'teetime-widgets';

// Set by tests/hosts/run.ts at build time (`ng build --define`), as a partner's environment file would.
declare const TEETIME_API_BASE: string;
declare const TEETIME_COURSE_ID: string;
declare const TEETIME_BRAND: string;

@Component({
  selector: 'host-root',
  // The widgets are custom elements: Angular lets their attributes and events through.
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <main>
      <h1>Book a tee time</h1>
      <teetime-picker
        [attr.course-id]="courseId"
        [attr.brand]="brand"
        [attr.api-base]="apiBase"
        players="2"
        (teetime-checkout-start)="onCheckoutStart($event)"
      ></teetime-picker>
      <p>
        Chosen: <output id="chosen">{{ chosen() }}</output>
      </p>
    </main>
  `,
})
export class AppComponent {
  readonly apiBase = TEETIME_API_BASE;
  readonly courseId = TEETIME_COURSE_ID;
  readonly brand = TEETIME_BRAND;
  readonly chosen = signal('');

  /** The host's router takes the book click over: the event is cancelable. */
  onCheckoutStart(event: Event): void {
    event.preventDefault();
    const { detail } = event as CustomEvent<TeetimeEventMap['teetime-checkout-start']>;
    this.chosen.set(`${detail.teeTimeId} for ${detail.players}`);
  }
}
