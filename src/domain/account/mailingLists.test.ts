import { describe, expect, it } from 'vitest';
import { MAILING_LISTS } from '../../../host-demo/server/services/privacyAgreements';
import {
  EMAIL_LISTS,
  PUSH_LISTS,
  SERVICE_EMAILS_NOTE,
  consentChanges,
  consentRows,
  isMailingList,
  listLabel,
  offeredLists,
  unsubscribeUserId,
} from './mailingLists';

describe('mailing lists and consents (spec 02 §3, §6, §9)', () => {
  it('offers only the options a partner edition treats normally, e-mail and push alike', () => {
    expect(offeredLists(EMAIL_LISTS, ['promotional', 'weekly'])).toEqual(['promotional', 'weekly']);
    expect(offeredLists(PUSH_LISTS, ['promotional', 'weekly'])).toEqual(['push-promotional', 'push-weekly']);
    expect(offeredLists(EMAIL_LISTS, undefined)).toEqual([...EMAIL_LISTS]);
  });

  it('has the four lists and their push variants', () => {
    expect(EMAIL_LISTS).toEqual(['promotional', 'weekly', 'contests-and-sweepstakes', 'newsletter']);
    expect(PUSH_LISTS).toEqual([
      'push-promotional',
      'push-weekly',
      'push-contests-and-sweepstakes',
      'push-newsletter',
    ]);
    expect(isMailingList('push-weekly')).toBe(true);
    expect(isMailingList('contests-and-sweepstakes')).toBe(true);
    expect(isMailingList('push-')).toBe(false);
    expect(isMailingList('spam')).toBe(false);
    expect(isMailingList(undefined)).toBe(false);
    expect(listLabel('push-weekly')).toBe(listLabel('weekly'));
  });

  it('names the same lists as the API', () => {
    expect([...EMAIL_LISTS, ...PUSH_LISTS]).toEqual([...MAILING_LISTS]);
  });

  it('says that service and reservation e-mails continue', () => {
    expect(SERVICE_EMAILS_NOTE).toMatch(/service and reservation e-mails.*keep coming/i);
  });

  it('reads each consent: absent is on, suspended is off, suspended with a reason is locked', () => {
    const rows = consentRows(
      {
        weekly: { suspended: true, reason: null },
        newsletter: { suspended: true, reason: '  Your e-mails bounced.  ' },
        promotional: { suspended: false, reason: 'stale' },
      },
      EMAIL_LISTS,
    );
    expect(rows.map((r) => [r.list, r.on, r.locked, r.reason])).toEqual([
      ['promotional', true, false, null],
      ['weekly', false, false, null],
      ['contests-and-sweepstakes', true, false, null],
      ['newsletter', false, true, 'Your e-mails bounced.'],
    ]);
    expect(consentRows(undefined, ['push-weekly'])[0]).toMatchObject({ on: true, locked: false });
  });

  it('sends only the changed lists, and never switches a locked one on', () => {
    const rows = consentRows(
      { weekly: { suspended: true }, newsletter: { suspended: true, reason: 'Bounced' } },
      EMAIL_LISTS,
    );
    expect(
      consentChanges(rows, {
        promotional: false,
        weekly: true,
        newsletter: true,
        'contests-and-sweepstakes': true,
      }),
    ).toEqual({ promotional: { suspended: true }, weekly: { suspended: false } });
    expect(consentChanges(rows, {})).toEqual({});
  });

  it('finds the account of an unsubscribe link: its id, else the id its token names', () => {
    expect(unsubscribeUserId({ id: 'usr_1', token: 'usr_2.sig' })).toBe('usr_1');
    expect(unsubscribeUserId({ token: 'usr_golfer.abc-DEF_1' })).toBe('usr_golfer');
    expect(unsubscribeUserId({ token: 'a.b.c' })).toBe('a.b');
    expect(unsubscribeUserId({ token: 'nodot' })).toBe(null);
    expect(unsubscribeUserId({ token: '.sig' })).toBe(null);
    expect(unsubscribeUserId({})).toBe(null);
  });
});
