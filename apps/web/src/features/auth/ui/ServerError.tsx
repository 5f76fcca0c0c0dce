import { CloseCircleFilled } from '@ant-design/icons';

export function ServerError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <div className="hh-auth-alert" role="alert" data-testid="auth-error">
      <CloseCircleFilled /> <span>{error}</span>
    </div>
  );
}
