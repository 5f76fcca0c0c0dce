import { useTranslation } from 'react-i18next';
import type { AuthForm } from './useAuthForm.ts';

/** "Remember me" of both sign-in forms. */
export function RememberMe({ form }: { form: AuthForm<{ rememberMe: boolean }> }) {
  const { t } = useTranslation();
  return (
    <div className="hh-auth-row">
      <label className="hh-checkbox">
        <input
          type="checkbox"
          name="rememberMe"
          checked={form.values.rememberMe}
          onChange={(event) => form.set('rememberMe', event.target.checked)}
        />
        <span>{t('auth.rememberMe')}</span>
      </label>
    </div>
  );
}
