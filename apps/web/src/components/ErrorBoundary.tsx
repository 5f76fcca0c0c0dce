import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function CrashNotice() {
  const { t } = useTranslation();
  return (
    <div className="hh-crash" role="alert">
      <h3>{t('errors.crashed')}</h3>
      <p>{t('errors.crashedDesc')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('common.retry')}
      </button>
    </div>
  );
}

export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <CrashNotice /> : this.props.children;
  }
}
