'use client';
// Defines the widgets' elements in the browser. A Server Component's own side-effect import
// (`import 'teetime-widgets/picker'` in page.tsx) runs on the server only, where it does nothing.
import 'teetime-widgets/picker';

export function TeetimeElements() {
  return null;
}
