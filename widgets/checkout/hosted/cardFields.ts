/**
 * The script of the hosted card fields page (built to dist/hosted/card-fields.js, served at
 * /api/hosted/card-fields.js). Card number, expiry and CVV live only here, on the marketplace
 * origin: the checkout asks over postMessage, the frame checks the card (src/domain rules),
 * tokenizes it with the sandbox gateway and answers only the token, brand and last four.
 */
import {
  cardDigits,
  checkCardData,
  checkCardholder,
  type CardFieldErrors,
} from '../../../src/domain/booking/cardRules';
import {
  CARD_FRAME,
  type FrameTheme,
  type FromFrame,
  type ToFrame,
} from '../../../src/core/cardFrameProtocol';
import {
  CARD_BRAND_NAMES,
  caretAfterDigits,
  cardBrand,
  groupCardNumber,
} from '../../../src/domain/booking/cardFormat';
import { EXPIRY_SHAPE, formatExpiryTyped, parseExpiry } from './expiry';

const { parentOrigin = '', appKey = '' } = document.body.dataset;
const apiBase = location.pathname.replace(/\/hosted\/card-fields$/, '');
const NETWORK_MESSAGE = 'Network error, check your connection and try again.';
const SAFE_CSS = /^[\w\s,.'"#()%-]{1,120}$/;

/**
 * The inputs: number, expiry (one MM/YY field for expiryMonth and expiryYear), cvv and, when the
 * page has it (the checkout's card row), the zip code.
 */
const zipInput = document.getElementById('zip') as HTMLInputElement | null;
const INPUTS = ['number', 'expiry', 'cvv', ...(zipInput ? ['zip'] : [])] as const;
const inputOf = (field: string) => (field.startsWith('expiry') ? 'expiry' : field);
const input = (name: string) => document.getElementById(inputOf(name)) as HTMLInputElement;
const values = () => {
  const expiry = parseExpiry(input('expiry').value);
  return {
    number: input('number').value,
    expiryMonth: expiry?.month ?? '',
    expiryYear: expiry?.year ?? '',
    cvv: input('cvv').value,
  };
};

function post(message: FromFrame): void {
  window.parent.postMessage({ source: CARD_FRAME, ...message }, parentOrigin);
}

/** Each field's error under it, tied to it for screen readers; the others cleared. */
function show(errors: CardFieldErrors): void {
  for (const name of INPUTS) {
    const el = input(name);
    const note = document.getElementById(`${name}-error`) as HTMLElement;
    const message =
      (name === 'expiry'
        ? (errors.expiryMonth ?? errors.expiryYear)
        : errors[name as keyof CardFieldErrors]) ?? '';
    note.textContent = message;
    if (message) {
      el.setAttribute('aria-invalid', 'true');
      el.setAttribute('aria-describedby', note.id);
    } else {
      el.removeAttribute('aria-invalid');
      el.removeAttribute('aria-describedby');
    }
  }
}

function check(): CardFieldErrors {
  const errors = checkCardData(values(), new Date());
  // What is not a month and a year gets one message about the MM/YY shape.
  if (!parseExpiry(input('expiry').value)) {
    errors.expiryMonth = EXPIRY_SHAPE;
    delete errors.expiryYear;
  }
  // The zip is optional; a typed one must look like a zip or postal code (the name is not here).
  const zip = zipInput && checkCardholder({ name: 'on card', zip: zipInput.value }).zip;
  if (zip) errors.zip = zip;
  show(errors);
  return errors;
}

const camel = (k: string) => k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

async function tokenize(id: number, name: string, typedZip: string): Promise<void> {
  const errors = check();
  const zip = zipInput ? zipInput.value.trim() : typedZip;
  if (Object.keys(errors).length) return post({ type: 'failed', id, errors, message: null });
  const v = values();
  try {
    const res = await fetch(`${apiBase}/v6/card_tokens`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Api-Key': appKey },
      body: JSON.stringify({
        number: cardDigits(v.number ?? ''),
        expiry_month: Number(v.expiryMonth),
        expiry_year: Number(v.expiryYear),
        cvv: (v.cvv ?? '').trim(),
        name,
        ...(zip ? { zip } : {}),
      }),
    });
    const answer = (await res.json().catch(() => ({}))) as {
      card_token?: { gateway_id: string; gateway_token: string; brand: string; last_four: string };
      validation_errors?: Record<string, string[]>;
      error?: string;
    };
    const t = answer.card_token;
    if (res.ok && t)
      return post({
        type: 'token',
        id,
        token: {
          gatewayId: t.gateway_id,
          gatewayToken: t.gateway_token,
          brand: t.brand,
          lastFour: t.last_four,
        },
      });
    const fieldErrors = Object.fromEntries(
      Object.entries(answer.validation_errors ?? {}).map(([k, list]) => [camel(k), list.join(' ')]),
    );
    show(fieldErrors);
    post({ type: 'failed', id, errors: fieldErrors, message: answer.error ?? null });
  } catch {
    post({ type: 'failed', id, errors: {}, message: NETWORK_MESSAGE });
  }
}

function applyTheme(theme: FrameTheme): void {
  const vars: [keyof FrameTheme, string][] = [
    ['font', '--font'],
    ['size', '--size'],
    ['text', '--text'],
    ['focus', '--focus'],
  ];
  for (const [key, cssVar] of vars) {
    const value = theme[key];
    if (typeof value === 'string' && SAFE_CSS.test(value))
      document.documentElement.style.setProperty(cssVar, value);
  }
}

window.addEventListener('message', (e: MessageEvent) => {
  // Only the checkout that embeds this frame, on the origin it declared, may ask.
  if (e.origin !== parentOrigin || e.source !== window.parent) return;
  const msg = e.data as ToFrame & { source?: string };
  if (!msg || msg.source !== CARD_FRAME) return;
  if (msg.type === 'hello') {
    post({ type: 'ready' });
    post({ type: 'resize', height: Math.ceil(document.documentElement.getBoundingClientRect().height) });
  } else if (msg.type === 'check') post({ type: 'checked', id: msg.id, errors: check() });
  else if (msg.type === 'tokenize') void tokenize(msg.id, String(msg.name ?? ''), String(msg.zip ?? ''));
  else if (msg.type === 'clear') {
    for (const name of msg.fields) input(name).value = '';
    formatNumber(input('number'));
  } else if (msg.type === 'theme') applyTheme(msg.theme);
  else if (msg.type === 'focus') {
    window.focus();
    (document.querySelector<HTMLInputElement>('[aria-invalid="true"]') ?? input('number')).focus();
  }
});

const form = document.querySelector('form') as HTMLFormElement;
const brandNote = document.getElementById('number-brand');

/** The number grouped as on the card (4-4-4-4, Amex 4-6-5), the caret kept after its digit; the brand shown. */
function formatNumber(el: HTMLInputElement): void {
  const caret = el.selectionStart ?? el.value.length;
  const digitsBefore = el.value.slice(0, caret).replace(/\D/g, '').length;
  const grouped = groupCardNumber(el.value);
  if (grouped !== el.value) {
    el.value = grouped;
    const at = caretAfterDigits(grouped, digitsBefore);
    if (document.activeElement === el) el.setSelectionRange(at, at);
  }
  const brand = cardBrand(grouped.replace(/\D/g, ''));
  if (brandNote) brandNote.textContent = brand ? CARD_BRAND_NAMES[brand] : '';
}

/** MM/YY as typed: "1229" → "12/29", "1/29" → "01/29"; deleting goes through the slash. */
function formatExpiry(el: HTMLInputElement, e: Event): void {
  const inserting = !(e as InputEvent).inputType?.startsWith('delete');
  const formatted = formatExpiryTyped(el.value, inserting);
  if (formatted !== el.value) el.value = formatted;
}

/** Tells the checkout whether any error is still shown, so it clears its own message once all are fixed. */
const postErrors = () =>
  post({ type: 'errors', count: document.querySelectorAll('[aria-invalid="true"]').length });

// A fixed field's error goes as the golfer types; Enter pays, as in the checkout's own fields.
form.addEventListener('input', (e) => {
  const el = e.target as HTMLInputElement;
  if (el.id === 'number') formatNumber(el);
  else if (el.id === 'expiry') formatExpiry(el, e);
  if (el.getAttribute('aria-invalid')) {
    el.removeAttribute('aria-invalid');
    el.removeAttribute('aria-describedby');
    (document.getElementById(`${el.id}-error`) as HTMLElement).textContent = '';
    postErrors();
  }
});
form.addEventListener('keydown', (e) => {
  if (e.key === 'Enter') {
    e.preventDefault();
    post({ type: 'submit' });
  }
});
form.addEventListener('submit', (e) => e.preventDefault());

// The checkout sizes the frame to its content.
new ResizeObserver(() =>
  post({ type: 'resize', height: Math.ceil(document.documentElement.getBoundingClientRect().height) }),
).observe(document.body);
post({ type: 'ready' });
