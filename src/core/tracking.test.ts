// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTracker } from './tracking';

afterEach(() => {
  delete (window as unknown as { dataLayer?: unknown }).dataLayer;
});

const marketing = { endpoint: 'https://messaging.test/', apiKey: 'mk-1' };

describe('tracker', () => {
  it('pushes events and page views to window.dataLayer, creating it when absent', () => {
    const tracker = createTracker();
    tracker.pageView('/explore/us/ny/new-york');
    void tracker.track('cityVisited', { cityId: 7, cityName: 'New York' });
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toEqual([
      { event: 'pageView', path: '/explore/us/ny/new-york' },
      { event: 'cityVisited', cityId: 7, cityName: 'New York' },
    ]);
  });

  it("counts a view once when the host's route change and a widget report the same path", () => {
    const dataLayer: unknown[] = [];
    const tracker = createTracker({ dataLayer });
    tracker.pageView('/my-account/bookings/upcoming');
    tracker.pageView('/my-account/bookings/upcoming', { widget: 'teetime-account' });
    tracker.pageView('/my-account/bookings/upcoming/res_1', { widget: 'teetime-account' });
    tracker.pageView('/my-account/bookings/upcoming/res_1');
    tracker.pageView('/my-account/bookings/upcoming');
    expect(dataLayer).toEqual([
      { event: 'pageView', path: '/my-account/bookings/upcoming' },
      { event: 'pageView', path: '/my-account/bookings/upcoming/res_1', widget: 'teetime-account' },
      { event: 'pageView', path: '/my-account/bookings/upcoming' },
    ]);
  });

  it('sends the event to the marketing service with its Api-Key when it has an email or userId', async () => {
    const fetchFn = vi.fn(async () => new Response(null, { status: 200 }));
    const dataLayer: unknown[] = [];
    const tracker = createTracker({
      dataLayer,
      marketing,
      fetch: fetchFn as unknown as typeof fetch,
    });
    await tracker.track('teeTimeClicked', {
      email: 'ann@example.com',
      courseId: 3,
      iterable_campaign_id: '123',
    });
    expect(fetchFn).toHaveBeenCalledTimes(1);
    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://messaging.test/api/events/track');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Api-Key')).toBe('mk-1');
    expect(JSON.parse(String(init.body))).toEqual({
      eventName: 'teeTimeClicked',
      email: 'ann@example.com',
      campaignId: 123,
      dataFields: { courseId: 3, iterable_campaign_id: '123' },
    });
    expect(dataLayer).toEqual([
      {
        event: 'teeTimeClicked',
        email: 'ann@example.com',
        courseId: 3,
        iterable_campaign_id: '123',
      },
    ]);
  });

  it("adds the landing URL's campaign, template and message ids the payload does not give", async () => {
    const fetchFn = vi.fn(async () => new Response(null, { status: 200 }));
    const tracker = createTracker({
      dataLayer: [],
      marketing,
      fetch: fetchFn as unknown as typeof fetch,
      identity: () => ({ campaignId: 11, templateId: 22, messageId: 'msg-33' }),
    });
    await tracker.track('search', { userId: 5, campaignId: 99 });
    const [, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      userId: '5',
      campaignId: 99,
      templateId: 22,
      messageId: 'msg-33',
    });
  });

  it('does not call the marketing service for anonymous payloads or when it is not configured', async () => {
    const fetchFn = vi.fn(async () => new Response(null));
    await createTracker({
      dataLayer: [],
      marketing,
      fetch: fetchFn as unknown as typeof fetch,
    }).track('search', { location: 'Austin' });
    await createTracker({ dataLayer: [], fetch: fetchFn as unknown as typeof fetch }).track('search', {
      userId: 5,
    });
    expect(fetchFn).not.toHaveBeenCalled();
    await createTracker({
      dataLayer: [],
      marketing,
      fetch: fetchFn as unknown as typeof fetch,
    }).track('search', { userId: 5 });
    expect(
      JSON.parse(String((fetchFn.mock.calls[0] as unknown as [string, RequestInit])[1].body)),
    ).toMatchObject({ userId: '5', eventName: 'search' });
  });

  it('never throws: a failing service or broken data layer is ignored', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const fetchFn = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const broken = {
      push: () => {
        throw new Error('gtm broke');
      },
    } as unknown as unknown[];
    const tracker = createTracker({
      dataLayer: broken,
      marketing,
      fetch: fetchFn as unknown as typeof fetch,
    });
    expect(() => tracker.pageView('/')).not.toThrow();
    await expect(tracker.track('noTeeTimesFeedback', { email: 'a@b.co' })).resolves.toBeUndefined();
    void tracker.track('bestDealClicked', { email: 'a@b.co' });
    await new Promise((r) => setTimeout(r, 10));
    process.off('unhandledRejection', unhandled);
    expect(fetchFn).toHaveBeenCalledTimes(2);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
