import type { MutableRefObject } from 'react';
import { TextField } from '../../../src/ui/TextField';
import type { CardFrameHandle } from '../cardFrame';
import { HostedCardFields } from './HostedCardFields';

export type Fields = Record<string, string>;

const NAME: [string, string, string] = ['name', 'Name on card', 'cc-name'];
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
  frame?: {
    handleRef: MutableRefObject<CardFrameHandle | null>;
    invalid: boolean;
    onSubmit(): void;
    onErrors?(count: number): void;
  };
}

/**
 * The new-card fields (or the guest's contact fields), each with its error under it. One card
 * row: the name on the card, then the hosted card fields frame (number, MM/YY, CVV and zip
 * code); where the form is too narrow for all five, the name is the card's first line (and on a
 * phone the number has its own line, MM/YY, CVV and zip under it).
 */
export function CardFields({ kind, fields, errors, onField, frame }: Props) {
  const text = ([name, label, auto]: [string, string, string]) => (
    <TextField
      key={name}
      name={name}
      label={label}
      type={name === 'email' ? 'email' : 'text'}
      autoComplete={auto}
      value={fields[name] ?? ''}
      onValue={(v) => onField(name, v)}
      error={errors[name]}
      required
    />
  );
  if (kind === 'guest')
    return (
      <fieldset>
        <legend>Your details</legend>
        {GUEST.map(text)}
      </fieldset>
    );
  return (
    <fieldset>
      <legend>Card details</legend>
      <div className="tt-card-row">
        {text(NAME)}
        {frame && (
          <div className="tt-card-box">
            <HostedCardFields {...frame} zip />
          </div>
        )}
      </div>
    </fieldset>
  );
}
