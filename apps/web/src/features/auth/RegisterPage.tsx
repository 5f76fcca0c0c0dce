import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthShell } from './AuthShell.tsx';
import { RegisterForm } from './RegisterForm.tsx';

export default function RegisterPage() {
  const { t } = useTranslation();
  return (
    <AuthShell
      title={t('auth.registerTitle')}
      footer={
        <span>
          {t('auth.haveAccount')}{' '}
          <Link to="/login" className="hh-link">
            {t('auth.toLogin')}
          </Link>
        </span>
      }
    >
      <RegisterForm />
    </AuthShell>
  );
}
