import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { HttpError } from '../http/HttpError';
import { accountLocked, startSession } from './accounts';
import { hashPassword } from './passwords';
import { findUser, findUserByEmail, type UserRow } from './profiles';
import { newId } from './tokens';

export const SOCIAL_PROVIDERS = ['google', 'apple', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

interface Identity {
  uid: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
}

/**
 * The sandbox plays the identity providers: these tokens are the only ones they accept.
 * A real provider would be asked for the token's user id and e-mail (spec 02 §7 token-info).
 */
export const SANDBOX_IDENTITIES: Record<string, Identity & { provider: SocialProvider }> = {
  'sandbox-google-token': {
    provider: 'google',
    uid: 'google-sandbox-1001',
    email: 'social.golfer@example.com',
    first_name: 'Sam',
    last_name: 'Social',
  },
  'sandbox-google-golfer': {
    provider: 'google',
    uid: 'google-sandbox-1002',
    email: 'golfer@example.com',
    first_name: 'Gary',
    last_name: 'Golfer',
  },
  'sandbox-apple-token': {
    provider: 'apple',
    uid: 'apple-sandbox-001.2002',
    email: 'apple.golfer@example.com',
    first_name: null,
    last_name: null,
  },
  'sandbox-facebook-token': {
    provider: 'facebook',
    uid: 'facebook-sandbox-3003',
    email: 'facebook.golfer@example.com',
    first_name: 'Fran',
    last_name: 'Fairway',
  },
};

const PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  apple: 'Apple',
  facebook: 'Facebook',
};

export interface SocialSignInInput {
  provider: SocialProvider;
  token: string;
  uid?: string | undefined;
  email?: string | undefined;
}

/**
 * Signs in with a provider's token: the account already linked to that identity, else the
 * account with the provider's (verified) e-mail, which gets the identity linked, else a new
 * account (no password; the profile asks for the rest). 401 when the provider refuses the token.
 */
export function signInSocially(
  db: Database.Database,
  input: SocialSignInInput,
  now: Date,
): { user: UserRow; token: string; isNewUser: boolean } {
  const identity = SANDBOX_IDENTITIES[input.token];
  if (!identity || identity.provider !== input.provider || (input.uid && input.uid !== identity.uid))
    throw new HttpError(
      401,
      `Something went wrong signing you in with ${PROVIDER_NAMES[input.provider]}. Please try again.`,
    );
  const linked = db
    .prepare('SELECT user_id FROM user_identities WHERE provider = ? AND uid = ?')
    .get(identity.provider, identity.uid) as { user_id: string } | undefined;
  const existing = linked?.user_id ?? findUserByEmail(db, identity.email)?.id;
  if (existing && findUser(db, existing)?.locked_at) throw accountLocked();
  const userId = existing ?? newId('usr');
  db.transaction(() => {
    if (!existing)
      db.prepare(
        'INSERT INTO users (id, email, password_hash, first_name, last_name, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(
        userId,
        identity.email,
        hashPassword(randomBytes(24).toString('base64url')),
        identity.first_name,
        identity.last_name,
        now.toISOString(),
      );
    if (!linked)
      db.prepare(
        'INSERT INTO user_identities (provider, uid, user_id, email, created_at) VALUES (?, ?, ?, ?, ?)',
      ).run(identity.provider, identity.uid, userId, identity.email, now.toISOString());
  })();
  return { ...startSession(db, userId, now), isNewUser: !existing };
}
