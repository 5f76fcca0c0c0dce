import { MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../components/IconButton.tsx';
import { LangSwitch } from '../../components/LangSwitch.tsx';
import { useAppStore } from '../../state/app.ts';
import { useSettings } from '../../state/settings.ts';
import { AvatarMenu } from './AvatarMenu.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { FullscreenButton } from './FullscreenButton.tsx';
import { RouteSearch } from './RouteSearch.tsx';
import { ShopSwitch } from './ShopSwitch.tsx';
import { SizeSelect } from './SizeSelect.tsx';

export function Navbar({ onOpenSettings }: { onOpenSettings(): void }) {
  const { t } = useTranslation();
  const mobile = useAppStore((state) => state.device === 'mobile');
  const toggleSidebar = useAppStore((state) => state.toggleSidebar);
  const showBreadcrumb = useSettings((state) => state.breadcrumb);
  const showSettings = useSettings((state) => state.showSettings);
  return (
    <div className="hh-navbar">
      {mobile && (
        <Button
          type="text"
          icon={<MenuUnfoldOutlined />}
          onClick={toggleSidebar}
          aria-label={t('layout.openMenu')}
          data-testid="hamburger"
        />
      )}
      {showBreadcrumb && !mobile && <Breadcrumbs />}
      <div className="hh-navbar-right">
        <ShopSwitch />
        {!mobile && <RouteSearch />}
        {!mobile && <FullscreenButton />}
        {!mobile && <SizeSelect />}
        <LangSwitch />
        {showSettings && (
          <IconButton
            icon={<SettingOutlined />}
            label={t('layout.settings')}
            onClick={onOpenSettings}
            testId="open-settings"
          />
        )}
        <AvatarMenu />
      </div>
    </div>
  );
}
