import { lazy, Suspense, useState } from 'react';
import { QueryProvider } from '../components/QueryProvider.tsx';
import { ThemeProvider } from '../components/theme/ThemeProvider.tsx';
import { useWarnBeforeUnload } from '../components/useUnsavedChanges.ts';
import { useLiveNotices } from '../live/useLiveNotices.tsx';
import { useSession } from '../session/state.ts';
import { useAppStore } from '../state/app.ts';
import { useSettings } from '../state/settings.ts';
import { Footer } from './footer/Footer.tsx';
import { HelpBox } from './helpbox/HelpBox.tsx';
import { AppMain } from './main/AppMain.tsx';
import { Navbar } from './navbar/Navbar.tsx';
import { MobileMenu } from './sidebar/MobileMenu.tsx';
import { Sidebar } from './sidebar/Sidebar.tsx';
import { TabStrip } from './tabs/TabStrip.tsx';
import { useDayjsLocale } from './useDayjsLocale.ts';
import { useDevice } from './useDevice.ts';
import './layout.css';

const SettingsPanel = lazy(() => import('./settings/SettingsPanel.tsx'));

export default function Layout() {
  useDevice();
  useDayjsLocale();
  useLiveNotices();
  useWarnBeforeUnload();
  const mobile = useAppStore((state) => state.device === 'mobile');
  const tagsView = useSettings((state) => state.tagsView);
  const fixedHeader = useSettings((state) => state.fixedHeader);
  const showFooter = useSettings((state) => state.showFooter);
  const shopId = useSession((state) => state.shop?.companyId);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsUsed, setSettingsUsed] = useState(false);
  const openSettings = () => {
    setSettingsUsed(true);
    setSettingsOpen(true);
  };

  return (
    <ThemeProvider>
      <QueryProvider>
        <div className={mobile ? 'hh-layout hh-layout--mobile' : 'hh-layout'} data-testid="layout">
          {mobile ? <MobileMenu /> : <Sidebar />}
          <div className="hh-main">
            <header className={fixedHeader ? 'hh-header hh-header--fixed' : 'hh-header'} data-testid="header">
              <Navbar onOpenSettings={openSettings} />
              {tagsView && <TabStrip />}
            </header>
            <AppMain key={shopId} />
            {showFooter && <Footer />}
          </div>
          {settingsUsed && (
            <Suspense fallback={null}>
              <SettingsPanel open={settingsOpen} onClose={() => setSettingsOpen(false)} />
            </Suspense>
          )}
          <HelpBox />
        </div>
      </QueryProvider>
    </ThemeProvider>
  );
}
