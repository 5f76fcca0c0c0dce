import type { ReactNode } from 'react';
import { ServerError } from './ServerError.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import type { AuthForm, FormValues } from './useAuthForm.ts';

/** The server's refusal (if any) above the form's submit button. */
export function FormEnd<T extends FormValues>({
  form,
  testId,
  children,
}: {
  form: AuthForm<T>;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <>
      <ServerError error={form.serverError} />
      <SubmitButton loading={form.submitting} testId={testId}>
        {children}
      </SubmitButton>
    </>
  );
}
