import { expect } from 'chai';
import { createApiClient } from '../../src/core/apiClient';
import { isMaintenanceError } from '../../src/core/apiError';
import { getSession } from '../../src/core/session';
import { FIXTURE_EMBED, buttonIn, loadScript, mount, textIn, until } from '../support/dom';

// The runtime against the real sandbox API (tests/support/sandboxApi.mjs): what the
// widgets of the next issues build on.
const base = '/sandbox/runtime/api';

describe('runtime against the sandbox API', () => {
  before(async () => {
    await loadScript(FIXTURE_EMBED);
  });

  it('restores an anonymous page without a session call and reads camelCased answers with the brand app key', async () => {
    const box = mount(`<teetime-fixture brand="lakeside" api-base="${base}"></teetime-fixture>`);
    const el = box.querySelector('teetime-fixture')!;
    await until(() => getSession().get().restored, 'session restored');
    // Nothing stored, nothing to restore: no POST v6/users/session before the widget's own calls.
    const sessionCalls = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/users/session'));
    expect(sessionCalls).to.have.length(0);
    expect(localStorage.getItem('X-Api-Session')).to.equal(null);
    buttonIn(el, 'Check status').click();
    // Lakeside's feature switches have no networkMembership: the sandbox answers false.
    await until(() => textIn(el, '[data-testid=status]') === 'membership off', 'status');
    box.remove();
  });

  it('signs a demo user in and out through the shared session', async () => {
    const box = mount(`<teetime-fixture api-base="${base}"></teetime-fixture>`);
    const el = box.querySelector('teetime-fixture')!;
    const session = getSession();
    const api = createApiClient({ baseURL: base, appKey: 'demo-teetime', session });
    await session.signIn(api, { email: 'golfer@example.com', password: 'teetime-demo-1' });
    await until(() => textIn(el, '[data-testid=session]') === 'restored:golfer@example.com', 'signed in');
    const { user } = await api.get('v6/users');
    expect(user).to.include({ firstName: 'Gary', isProfileComplete: true });
    await session.signOut(api);
    await until(() => textIn(el, '[data-testid=session]') === 'restored:anonymous', 'signed out');
    box.remove();
  });

  it('keeps the sign-in error from the server for wrong credentials', async () => {
    const session = getSession();
    const api = createApiClient({ baseURL: base, appKey: 'demo-teetime', session });
    let message = '';
    try {
      await session.signIn(api, { email: 'golfer@example.com', password: 'wrong-password' });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).to.match(/password|credentials|invalid/i);
    expect(session.get().user).to.equal(null);
  });

  it('shows the maintenance notice when the sandbox is switched to maintenance', async () => {
    const admin = {
      'X-Api-Key': 'demo-teetime',
      'X-Admin-Token': 'demo-admin',
      'Content-Type': 'application/json',
    };
    const maint = '/sandbox/maintenance/api';
    const box = mount(`<teetime-fixture api-base="${maint}"></teetime-fixture>`);
    const el = box.querySelector('teetime-fixture')!;
    await until(() => textIn(el, 'h2') === 'Fixture', 'render');
    await fetch(`${maint}/v6/status/maintenance`, {
      method: 'POST',
      headers: admin,
      body: '{"enabled":true}',
    });
    buttonIn(el, 'Check status').click();
    await until(() => textIn(el, '[role=status] h2') === "We're doing some maintenance", 'notice');
    const error = await createApiClient({ baseURL: maint, appKey: 'demo-teetime' })
      .get('v6/courses/1')
      .catch((e: unknown) => e);
    expect(isMaintenanceError(error)).to.equal(true);
    await fetch(`${maint}/v6/status/maintenance`, {
      method: 'POST',
      headers: admin,
      body: '{"enabled":false}',
    });
    buttonIn(el, 'Check again').click();
    await until(() => textIn(el, 'h2') === 'Fixture', 'back after maintenance');
    box.remove();
  });
});
