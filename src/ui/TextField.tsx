import { useId } from 'react';

interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onValue: (value: string) => void;
  type?: 'text' | 'email' | 'password' | 'tel' | 'date';
  /** The on-screen keyboard to offer, e.g. numeric for card numbers and points. */
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' | 'text';
  autoComplete?: string;
  error?: string;
  required?: boolean;
}

/** A labelled input whose error is announced and tied to it (aria-invalid, aria-describedby). */
export function TextField({
  label,
  name,
  value,
  onValue,
  type = 'text',
  inputMode,
  autoComplete,
  error,
  required,
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="tt-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        inputMode={inputMode}
        value={value}
        autoComplete={autoComplete}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onInput={(e) => onValue(e.currentTarget.value)}
      />
      {error && (
        <p id={errorId} className="tt-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
