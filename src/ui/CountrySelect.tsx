import { useId } from 'react';
import { getCountries } from '../core/countries';
import { useRequest } from './useRequest';
import { useWidget } from './WidgetContext';

interface CountrySelectProps {
  label: string;
  name: string;
  /** ISO2 code of the chosen country. */
  value: string;
  onValue: (iso2: string) => void;
  error?: string;
}

/**
 * A country picker offering every country of GET v6/countries (United States and Canada first),
 * loaded with the widget's API client once for the page. Until the list is there (or when it
 * cannot come), the chosen country is the one option.
 */
export function CountrySelect({ label, name, value, onValue, error }: CountrySelectProps) {
  const { api } = useWidget();
  const id = useId();
  const countries = useRequest(() => getCountries(api), [api]).data ?? [];
  const known = countries.some((c) => c.iso2 === value);
  return (
    <div className="tt-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onInput={(e) => onValue(e.currentTarget.value)}
      >
        {!known && value && <option value={value}>{value}</option>}
        {countries.map((c) => (
          <option key={c.iso2} value={c.iso2}>
            {c.name}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="tt-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
