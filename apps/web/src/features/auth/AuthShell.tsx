import { copyrightYear } from '@hh/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LangToggle } from './ui/LangToggle.tsx';
import './auth.css';

export function AuthShell({
  title,
  children,
  footer,
}: {
  title: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="hh-auth">
      <div className="hh-auth-lang">
        <LangToggle />
      </div>
      <section className="hh-auth-brand">
        <img src="/logo.svg" alt="" className="hh-auth-logo" />
        <h1>{t('site.title')}</h1>
        <p>{t('site.slogan')}</p>
      </section>
      <main className="hh-auth-card">
        <h2>{title}</h2>
        {children}
        <div className="hh-auth-footer">{footer}</div>
      </main>
      <footer className="hh-auth-copyright">{t('footer.copyright', { year: copyrightYear() })}</footer>
    </div>
  );
}
