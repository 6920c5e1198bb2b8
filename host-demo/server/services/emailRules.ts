/** Domains (and their subdomains) treated as disposable mailboxes. */
export const DISPOSABLE_DOMAINS = [
  'mailinator.com',
  'guerrillamail.com',
  '10minutemail.com',
  'tempmail.com',
  'temp-mail.org',
  'yopmail.com',
  'trashmail.com',
  'sharklasers.com',
  'getnada.com',
  'dispostable.com',
] as const;

const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Syntax only (≤ 254 characters, local part ≤ 64, a dotted domain). */
export function isEmailSyntax(email: string): boolean {
  if (email.length > 254) return false;
  const at = email.lastIndexOf('@');
  if (at < 1 || at > 64) return false;
  const local = email.slice(0, at);
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  return EMAIL.test(email);
}

function isDisposable(domain: string): boolean {
  return (
    DISPOSABLE_DOMAINS.some((d) => domain === d || domain.endsWith(`.${d}`)) ||
    /^(temp|trash|throwaway)/.test(domain)
  );
}

/** The guest e-mail rule: valid syntax, ≤ 254 characters, not a disposable mailbox. */
export function validateGuestEmail(raw: string): { valid: boolean; message: string } {
  const email = raw.trim();
  if (email.length === 0) return { valid: false, message: 'Please enter your e-mail address.' };
  if (email.length > 254)
    return { valid: false, message: 'Use an e-mail address of at most 254 characters.' };
  if (!isEmailSyntax(email)) return { valid: false, message: 'Please enter a valid e-mail address.' };
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  if (isDisposable(domain))
    return { valid: false, message: 'Please use a permanent e-mail address, not a disposable one.' };
  return { valid: true, message: 'E-mail address is valid.' };
}
