import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import './form.css';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange(value: string): void;
  /** The rule or the server's refusal for this field, read out with it. */
  error?: string | undefined;
  hint?: string | null | undefined;
  /** A button or picture at the end of the line (send code, captcha). */
  addon?: ReactNode;
}

/** A labelled text field of the storefront's forms, its message tied to it for screen readers. */
export function Field({ label, value, onChange, error, hint, addon, ...input }: FieldProps) {
  const id = useId();
  const message = error || hint;
  return (
    <div className={`sf-field${error ? ' sf-field-bad' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="sf-field-line">
        <input
          {...input}
          id={id}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? `${id}-message` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {addon}
      </div>
      {message ? (
        <p
          id={`${id}-message`}
          className={error ? 'sf-field-error' : 'sf-field-hint'}
          role={error ? 'alert' : undefined}
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}
