import type { ReactNode } from 'react';

export function SubmitButton({
  loading,
  children,
  testId,
}: {
  loading: boolean;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <button
      type="submit"
      className="hh-btn hh-btn--primary hh-btn--block"
      disabled={loading}
      data-testid={testId}
    >
      {loading && <span className="hh-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
