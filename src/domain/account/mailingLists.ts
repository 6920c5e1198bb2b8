import type { ConsumerPrivacyAgreement } from '../../core/profile';

/** Spec 02 §9: the marketing mailing lists, each also as a push variant (`push-weekly`). */
export const EMAIL_LISTS = ['promotional', 'weekly', 'contests-and-sweepstakes', 'newsletter'] as const;
export type EmailList = (typeof EMAIL_LISTS)[number];
export const PUSH_LISTS = EMAIL_LISTS.map((l) => `push-${l}` as const);
export type MailingList = EmailList | `push-${EmailList}`;

const LABELS: Record<EmailList, string> = {
  promotional: 'Offers and promotions',
  weekly: 'Weekly tee-time deals',
  'contests-and-sweepstakes': 'Contests and sweepstakes',
  newsletter: 'Newsletter',
};

/** Spec 02 §9: opting out never stops the e-mails about the golfer's own bookings. */
export const SERVICE_EMAILS_NOTE =
  'Service and reservation e-mails, such as booking confirmations, changes and receipts, keep coming whatever you choose here.';

export function isMailingList(value: string | undefined): value is MailingList {
  const base = value?.startsWith('push-') ? value.slice(5) : value;
  return (EMAIL_LISTS as readonly string[]).includes(base ?? '');
}

/** 'weekly' → 'Weekly tee-time deals'; a push list reads the same. */
export function listLabel(list: MailingList): string {
  return LABELS[list.replace(/^push-/, '') as EmailList];
}

export interface ConsentRow {
  list: MailingList;
  label: string;
  /** Not suspended: the golfer gets it. */
  on: boolean;
  /**
   * Suspended with a reason (by the marketplace, e.g. after bounced e-mails): the reason is shown
   * and the golfer cannot switch it back on here. A golfer's own opt-out carries no reason.
   */
  locked: boolean;
  reason: string | null;
}

/** Each list's consent as the profile's `consumerPrivacyAgreements` has it (absent: on). */
export function consentRows(
  agreements: Record<string, ConsumerPrivacyAgreement> | undefined,
  lists: readonly MailingList[],
): ConsentRow[] {
  return lists.map((list) => {
    const a = agreements?.[list];
    const reason = a?.suspended ? a.reason?.trim() || null : null;
    return { list, label: listLabel(list), on: !a?.suspended, locked: reason !== null, reason };
  });
}

export type ConsentChanges = Partial<Record<MailingList, { suspended: boolean }>>;

/**
 * The body's `preferences` for PATCH v6/users/{id}/unsubscribe: only the lists whose choice
 * changed; a locked list never changes.
 */
export function consentChanges(rows: readonly ConsentRow[], chosen: Record<string, boolean>): ConsentChanges {
  const out: ConsentChanges = {};
  for (const row of rows) {
    const on = chosen[row.list];
    if (on === undefined || on === row.on || row.locked) continue;
    out[row.list] = { suspended: !on };
  }
  return out;
}

/**
 * The account an unsubscribe link stands for: its `id` value when it carries one, else the id its
 * token names (the API's unsubscribe tokens read `<user id>.<signature>`). Null: neither.
 */
export function unsubscribeUserId(params: { id?: string; token?: string }): string | null {
  if (params.id) return params.id;
  const dot = params.token?.lastIndexOf('.') ?? -1;
  return dot > 0 ? params.token!.slice(0, dot) : null;
}

/**
 * Spec 02 §6: in the partner edition that treats only some options normally (a brand's
 * `mailingOptions`), only those lists, e-mail or push, are offered. No options given: every list.
 */
export function offeredLists(
  lists: readonly MailingList[],
  options: readonly EmailList[] | undefined,
): MailingList[] {
  return options ? lists.filter((l) => options.includes(l.replace(/^push-/, '') as EmailList)) : [...lists];
}
