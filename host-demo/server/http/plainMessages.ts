import type * as v from 'valibot';

/**
 * Validation messages a golfer (or a partner developer) can read: one sentence per field that
 * says what to do, never the validator's internals ("Invalid key: Expected …"). A general
 * mapping from valibot issues, with per-field wording where a generic sentence would be vague.
 */

/** How a field is called in a sentence, when its key does not read well as words. */
const LABELS: Record<string, string> = {
  number: 'card number',
  cvv: 'security code (CVV)',
  email: 'e-mail address',
  emails: 'e-mail addresses',
  zip: 'zip code',
  address_zipcode: 'zip code',
  address_country_iso2: 'country',
  qty: 'number of players',
  lat: 'latitude',
  lon: 'longitude',
  q: 'search text',
  id: 'id',
};

/** Whole sentences for fields where the generic one would be vague: when missing, when wrong. */
const FIELD_MESSAGES: Record<string, { required: string; invalid: string }> = {
  number: { required: 'Enter the card number.', invalid: 'Enter the card number using digits only.' },
  expiry_month: {
    required: 'Enter the expiry month as two digits, e.g. 08.',
    invalid: 'Use the month as two digits, e.g. 08.',
  },
  expiry_year: {
    required: 'Enter the expiry year as four digits (YYYY).',
    invalid: 'Use the year as four digits (YYYY).',
  },
  cvv: {
    required: 'Enter the security code (CVV) from your card.',
    invalid: 'Use the 3- or 4-digit security code (CVV) from your card.',
  },
  email: {
    required: 'Enter your e-mail address.',
    invalid: 'Enter a valid e-mail address, e.g. name@example.com.',
  },
  emails: {
    required: 'Enter at least one e-mail address.',
    invalid: 'Enter valid e-mail addresses, e.g. name@example.com.',
  },
  password: { required: 'Enter your password.', invalid: 'Use a password of 8 to 128 characters.' },
  qty: { required: 'Choose the number of players.', invalid: 'Choose from 1 to 6 players.' },
  is_approved: {
    required: 'Say whether to approve the review: true approves it, false rejects it.',
    invalid: 'Use true to approve the review or false to reject it.',
  },
};

/** The field an issue is about: the last named key of its path (`emails.2` → `emails`). */
export function issueField(issue: v.BaseIssue<unknown>): string | null {
  const keys = (issue.path ?? [])
    .map((item) => item.key)
    .filter((k): k is string => typeof k === 'string' && !/^\d+$/.test(k));
  return keys.at(-1) ?? null;
}

export function fieldLabel(key: string | null): string {
  if (key === null) return 'request';
  return (
    LABELS[key] ??
    key
      .replace(/[_-]+/g, ' ')
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase()
  );
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** valibot's own (default) messages all read `Invalid <what>: …`. */
const isDefaultMessage = (m: string) => /^Invalid [\w ]+:/.test(m);
const options = (expected: string | null) =>
  (expected ?? '')
    .replace(/[()"]/g, '')
    .split('|')
    .map((o) => o.trim())
    .filter(Boolean);

function isMissing(issue: v.BaseIssue<unknown>): boolean {
  if (issue.kind === 'schema') return issue.received === 'undefined';
  const empty = issue.input === '' || (Array.isArray(issue.input) && issue.input.length === 0);
  return empty && ['min_length', 'non_empty'].includes(issue.type);
}

function schemaMessage(issue: v.BaseIssue<unknown>, key: string | null, label: string): string {
  if (issue.type === 'strict_object' && issue.expected === 'never')
    return `Leave out ${key ?? 'this field'}: this request does not take it.`;
  if (key === null) return 'Send the details as a JSON object.';
  switch (issue.type) {
    case 'number':
      return `Enter the ${label} as a number.`;
    case 'string':
      return `Enter the ${label} as text.`;
    case 'boolean':
      return `Use true or false for the ${label}.`;
    case 'picklist':
    case 'enum':
      return `Choose the ${label} from: ${options(issue.expected).join(', ')}.`;
    case 'array':
      return `Send the ${label} as a list.`;
    case 'object':
    case 'strict_object':
    case 'record':
      return `Send the ${label} as a group of named values.`;
    default:
      return `Check the ${label}.`;
  }
}

function validationMessage(issue: v.BaseIssue<unknown>, label: string): string {
  const list = Array.isArray(issue.input);
  const req = issue.requirement as unknown;
  switch (issue.type) {
    case 'min_length':
      return list
        ? `Give at least ${String(req)} ${label}.`
        : `Use at least ${String(req)} characters for the ${label}.`;
    case 'max_length':
      return list
        ? `Give at most ${String(req)} ${label}.`
        : `Use at most ${String(req)} characters for the ${label}.`;
    case 'min_value':
      return `Use ${String(req)} or more for the ${label}.`;
    case 'max_value':
      return `Use ${String(req)} or less for the ${label}.`;
    case 'integer':
      return `Use a whole number for the ${label}.`;
    case 'email':
      return 'Enter a valid e-mail address, e.g. name@example.com.';
    case 'iso_date':
      return `Enter the ${label} as a date, YYYY-MM-DD.`;
    case 'url':
      return `Enter the ${label} as a web address starting with https://.`;
    default:
      return `Check the ${label}: it is not in the expected form.`;
  }
}

/** One plain sentence for one valibot issue. */
export function plainIssueMessage(issue: v.BaseIssue<unknown>): string {
  const key = issueField(issue);
  const label = fieldLabel(key);
  const wording = key !== null ? FIELD_MESSAGES[key] : undefined;
  if (wording) return isMissing(issue) ? wording.required : wording.invalid;
  if (isMissing(issue)) {
    if (key === null) return 'Send the details as a JSON object.';
    // A yes-or-no field is not "entered": `is_public` → "Say whether it is public (true or false)."
    if (issue.type === 'boolean') return `Say whether ${label.replace(/^is /, 'it is ')} (true or false).`;
    return `Enter the ${label}.`;
  }
  if (!isDefaultMessage(issue.message)) {
    // The schema's own words: a sentence stays; a fragment ("is not a valid postal code") gets its field.
    const m = issue.message.trim();
    return /^[A-Z]/.test(m) ? m : `${capital(label)} ${m.replace(/\.$/, '')}.`;
  }
  return issue.kind === 'schema' ? schemaMessage(issue, key, label) : validationMessage(issue, label);
}

/** The answer's top-level message for several field errors. */
export function summaryMessage(fieldErrors: Record<string, string[]>): string {
  const all = [...new Set(Object.values(fieldErrors).flat())];
  if (all.length <= 1) return all[0] ?? 'Please check the details you sent.';
  const shown = all.slice(0, 3).join(' ');
  return `Some details need fixing. ${shown}${all.length > 3 ? ' …' : ''}`;
}
