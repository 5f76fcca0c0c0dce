import './form.css';

export interface FormErrorProps {
  /** Nothing is shown without one. */
  message: string | null | undefined | false;
  /** Another class beside `sf-form-error` (a page's banner). */
  className?: string;
  testId?: string;
}

/** A form's or an action's refusal, or a broken rule, read out when it appears. */
export function FormError({ message, className, testId }: FormErrorProps) {
  return message ? (
    <p
      className={className ? `sf-form-error ${className}` : 'sf-form-error'}
      role="alert"
      data-testid={testId}
    >
      {message}
    </p>
  ) : null;
}
