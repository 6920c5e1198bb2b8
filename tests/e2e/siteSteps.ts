/** A golfer's steps on the marketplace site's booking pages, shared by the site's journeys. */
import type { Locator, Page } from 'playwright';
import { testNow } from '../../host-demo/server/testing/testNow';
import type { Offer } from './siteOffers';

const NOW = testNow();

export const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const timeLabel = (slot: string) => {
  const [h = 0, m = 0] = slot.split(':').map(Number);
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};
export const dateLabel = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
export const heading = (scope: Locator | Page, text: string) =>
  scope.getByRole('heading', { name: new RegExp(`^${escapeRe(text)}`) });

/** Course page → date → time slot → rate → provider (or the skip) → the sign-in gate. */
export async function pickTeeTime(picker: Locator, o: Offer): Promise<void> {
  await picker
    .getByRole('group', { name: 'Date' })
    .getByRole('button', { name: dateLabel(o.date) })
    .click();
  await pickSlotAndRate(picker, o);
  if (o.providerIndex !== null) {
    await heading(picker, 'Choose a provider').waitFor();
    await picker.locator('ul button').nth(o.providerIndex).click();
  }
  await heading(picker, 'Sign in to book').waitFor();
}

/** On the offer's day: its time slot (showing more tee times until it is there), then its rate. */
export async function pickSlotAndRate(picker: Locator, o: Offer): Promise<void> {
  await heading(picker, 'Tee times on').first().waitFor();
  const slot = picker
    .locator('button')
    .filter({ hasText: new RegExp(`^\\s*${escapeRe(timeLabel(o.timeSlot))}`) })
    .filter({ hasText: 'per player' });
  for (let i = 0; i < 10 && (await slot.count()) === 0; i++) {
    const more = picker.getByRole('button', { name: 'Show more tee times' });
    if (await more.isVisible()) await more.click();
    else await slot.first().waitFor();
  }
  await slot.first().click();
  await heading(picker, 'Choose a rate').waitFor();
  await picker
    .locator('ul button')
    .filter({ hasText: new RegExp(`^\\s*${escapeRe(o.rateName)}`) })
    .first()
    .click();
}

/** The title of the checkout's hosted card-field frame. */
export const CARD_FRAME_TITLE = 'Card number, expiry date, security code and zip code';

export async function payAsGuest(checkout: Locator): Promise<void> {
  await checkout.getByRole('group', { name: 'Your details' }).waitFor();
  await checkout.getByLabel('E-mail', { exact: true }).fill('site-journey@example.com');
  await checkout.getByLabel('First name').fill('Sam');
  await checkout.getByLabel('Last name').fill('Site');
  // Card number, expiry, CVV and zip live in the hosted card fields: a frame on the marketplace origin.
  const frame = checkout.frameLocator(`iframe[title="${CARD_FRAME_TITLE}"]`);
  await frame.getByLabel('Card number').fill('4242424242424242');
  await frame.getByLabel('Expiry (MM/YY)').fill(`12/${String(NOW.getUTCFullYear() + 3).slice(2)}`);
  await frame.getByLabel('CVV').fill('123');
  await frame.getByLabel('Zip code').fill('80202');
  await checkout.getByLabel('Name on card').fill('Sam Site');
  await checkout.getByRole('button', { name: /^Pay \$/ }).click();
}

/**
 * The deepest elements reaching past the window's right edge (in shadow roots too), to name the
 * culprit. A string: the test runner's transform would add helpers the page does not have.
 */
export const WIDEST = `(() => {
  const found = [];
  const past = (el) => el.getBoundingClientRect().right > window.innerWidth + 1;
  const visit = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) visit(el.shadowRoot);
      if (past(el) && el.getBoundingClientRect().width > 0 && ![...el.children].some(past))
        found.push(el.tagName.toLowerCase() + (typeof el.className === 'string' && el.className ? '.' + el.className.split(' ')[0] : '') + ' to ' + Math.round(el.getBoundingClientRect().right));
    }
  };
  visit(document);
  return found.slice(0, 4).join(', ');
})()`;

/** '' when the page fits its window, else how wide it is and what sticks out. */
export async function overflow(page: Page): Promise<string> {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  return scrollWidth > innerWidth
    ? `${scrollWidth} px wide in ${innerWidth}: ${await page.evaluate<string>(WIDEST)}`
    : '';
}
