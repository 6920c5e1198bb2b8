import type Database from 'better-sqlite3';

/** Spec 02 §9 mailing lists, plus their push variants: the options a golfer consents to. */
const LISTS = ['promotional', 'weekly', 'contests-and-sweepstakes', 'newsletter'] as const;
export const MAILING_LISTS = [...LISTS, ...LISTS.map((l) => `push-${l}` as const)] as const;
export type MailingList = (typeof MAILING_LISTS)[number];

export interface PrivacyAgreement {
  suspended: boolean;
  reason: string | null;
}

/** Every option with its state (not suspended unless the golfer suspended it). */
export function privacyAgreements(
  db: Database.Database,
  userId: string,
): Record<MailingList, PrivacyAgreement> {
  const rows = db
    .prepare('SELECT option, suspended, reason FROM consumer_privacy_agreements WHERE user_id = ?')
    .all(userId) as { option: string; suspended: number; reason: string | null }[];
  const stored = new Map(rows.map((r) => [r.option, r]));
  return Object.fromEntries(
    MAILING_LISTS.map((option) => {
      const row = stored.get(option);
      return [option, { suspended: row?.suspended === 1, reason: row?.suspended === 1 ? row.reason : null }];
    }),
  ) as Record<MailingList, PrivacyAgreement>;
}

/** Suspends or resumes options; a resumed option forgets its reason. */
export function updatePrivacyAgreements(
  db: Database.Database,
  userId: string,
  preferences: Partial<Record<MailingList, { suspended: boolean; reason?: string | null | undefined }>>,
  now: Date,
): void {
  const upsert = db.prepare(
    `INSERT INTO consumer_privacy_agreements (user_id, option, suspended, reason, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (user_id, option) DO UPDATE SET suspended = excluded.suspended, reason = excluded.reason,
       updated_at = excluded.updated_at`,
  );
  db.transaction(() => {
    for (const [option, pref] of Object.entries(preferences)) {
      if (!pref) continue;
      const reason = pref.suspended ? pref.reason?.trim() || null : null;
      upsert.run(userId, option, pref.suspended ? 1 : 0, reason, now.toISOString());
    }
  })();
}
