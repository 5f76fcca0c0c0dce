import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { QueryProvider } from '../../components/QueryProvider.tsx';
import { ThemeProvider } from '../../components/theme/ThemeProvider.tsx';
import { useLiveNotices } from '../../live/useLiveNotices.tsx';
import { STORE_PATH } from '../../routing/paths.ts';
import { useSession } from '../../session/state.ts';
import { useOnboardingT } from './i18n.ts';
import { OnboardingHeader } from './OnboardingHeader.tsx';
import { Wizard } from './wizard/Wizard.tsx';
import './onboarding.css';

function OnboardingContent() {
  const t = useOnboardingT();
  const navigate = useNavigate();
  const companyId = useSession((state) => state.shop?.companyId ?? null);
  useLiveNotices();
  return (
    <div className="hh-standalone-page">
      <OnboardingHeader />
      <main className="hh-standalone-main hh-onboarding-main">
        {companyId === null ? (
          <Result
            status="info"
            title={t('wizard.noShop')}
            extra={
              <Button type="primary" onClick={() => navigate(STORE_PATH)}>
                {t('wizard.myShops')}
              </Button>
            }
          />
        ) : (
          <Wizard key={companyId} companyId={companyId} />
        )}
      </main>
    </div>
  );
}

/** The full-page wizard a new shop goes through before its dashboard (route /onboarding). */
export default function OnboardingPage() {
  return (
    <ThemeProvider>
      <QueryProvider>
        <OnboardingContent />
      </QueryProvider>
    </ThemeProvider>
  );
}
