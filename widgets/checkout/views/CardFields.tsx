import type { MutableRefObject } from 'react';
import { TextField } from '../../../src/ui/TextField';
import type { CardFrameHandle } from '../cardFrame';
import { HostedCardFields } from './HostedCardFields';

export type Fields = Record<string, string>;

/** Typed in the checkout itself: the cardholder (card number, expiry and CVV are in the frame). */
const CARDHOLDER: [string, string, string][] = [
  ['name', 'Name on card', 'cc-name'],
  ['zip', 'Zip code', 'postal-code'],
];
const GUEST: [string, string, string][] = [
  ['email', 'E-mail', 'email'],
  ['firstName', 'First name', 'given-name'],
  ['lastName', 'Last name', 'family-name'],
];

interface Props {
  kind: 'card' | 'guest';
  fields: Fields;
  errors: Fields;
  onField(name: string, value: string): void;
  /** The new card's hosted fields (kind card). */
  frame?: { handleRef: MutableRefObject<CardFrameHandle | null>; invalid: boolean; onSubmit(): void };
}

/**
 * The new-card fields (or the guest's contact fields), each with its error under it. The card
 * number, expiry and CVV sit in the hosted card fields frame, between the legend and the name.
 */
export function CardFields({ kind, fields, errors, onField, frame }: Props) {
  return (
    <fieldset>
      <legend>{kind === 'card' ? 'Card details' : 'Your details'}</legend>
      {kind === 'card' && frame && <HostedCardFields {...frame} />}
      {(kind === 'card' ? CARDHOLDER : GUEST).map(([name, label, auto]) => (
        <TextField
          key={name}
          name={name}
          label={label}
          type={name === 'email' ? 'email' : 'text'}
          autoComplete={auto}
          value={fields[name] ?? ''}
          onValue={(v) => onField(name, v)}
          error={errors[name]}
          required={name !== 'zip'}
        />
      ))}
    </fieldset>
  );
}
