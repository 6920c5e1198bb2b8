import { useId, useRef, useState, type FormEvent } from 'react';

interface NoPositionProps {
  /** What the page would show near the golfer: "deals", "golf courses". */
  what: string;
  /** The submit button's words: "Show deals". */
  action: string;
  onPlace(place: string): void;
}

/**
 * A page that needs the golfer's position and has none (the browser did not share it): says so,
 * and asks for a place to type instead of leaving the golfer on another page without a word.
 */
export function NoPosition({ what, action, onPlace }: NoPositionProps) {
  const id = useId();
  const [place, setPlace] = useState('');
  const [error, setError] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = place.trim();
    if (!text) {
      setError(`Type a city, course or zip code to see ${what} near it.`);
      input.current?.focus();
      return;
    }
    onPlace(text);
  };
  return (
    <section className="panel no-position" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Where do you want to play?</h2>
      <p role="status">
        We don&apos;t know where you are: your browser did not share your location. Type a place to see {what}{' '}
        near it.
      </p>
      <form className="form place-form" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-place`}>City, course or zip code</label>
        <div className="place-row">
          <input
            ref={input}
            id={`${id}-place`}
            type="search"
            autoComplete="off"
            value={place}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              setPlace(e.target.value);
              setError('');
            }}
          />
          <button type="submit" className="button">
            {action}
          </button>
        </div>
        {error && (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}
