import { useId } from 'react';
import { words } from './words.ts';

interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange(value: string): void;
  /** The rule or the server's refusal for this choice, read out with it. */
  error?: string | undefined;
}

/** A labelled choice of a short list ("please choose" first), its message tied to it. */
export function SelectField({ label, value, options, onChange, error }: SelectFieldProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{words.choose}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="sf-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
