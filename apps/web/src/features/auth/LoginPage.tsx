import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AccountLoginForm } from './AccountLoginForm.tsx';
import { AuthShell } from './AuthShell.tsx';
import { FindPasswordForm } from './FindPasswordForm.tsx';
import { PhoneLoginForm } from './PhoneLoginForm.tsx';
import { ModeSwitch } from './ui/ModeSwitch.tsx';

const FORGOT_MODE = 'forgot';

type LoginMode = 'account' | 'phone';

export default function LoginPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [mode, setMode] = useState<LoginMode>('account');
  const forgot = params.get('mode') === FORGOT_MODE;

  const setForgot = (on: boolean) => {
    const next = new URLSearchParams(params);
    if (on) next.set('mode', FORGOT_MODE);
    else next.delete('mode');
    setParams(next);
  };

  if (forgot) {
    return (
      <AuthShell
        title={t('auth.findTitle')}
        footer={
          <button type="button" className="hh-link" onClick={() => setForgot(false)} data-testid="to-login">
            {t('auth.toLogin')}
          </button>
        }
      >
        <FindPasswordForm onDone={() => setForgot(false)} />
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title={t('auth.welcome')}
      footer={
        <>
          <button type="button" className="hh-link" onClick={() => setForgot(true)} data-testid="to-forgot">
            {t('auth.forgot')}
          </button>
          <span>
            {t('auth.noAccount')}{' '}
            <Link to="/register" className="hh-link" data-testid="to-register">
              {t('auth.toRegister')}
            </Link>
          </span>
        </>
      }
    >
      <ModeSwitch<LoginMode>
        label={t('auth.welcome')}
        value={mode}
        onChange={setMode}
        options={[
          { value: 'account', label: t('auth.accountTab') },
          { value: 'phone', label: t('auth.phoneTab') },
        ]}
      />
      {mode === 'account' ? <AccountLoginForm /> : <PhoneLoginForm />}
    </AuthShell>
  );
}
