import { LogoutOutlined, ShopOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LangSwitch } from '../../components/LangSwitch.tsx';
import { displayName, UserAvatar } from '../../components/UserAvatar.tsx';
import { useLogoutConfirm } from '../../components/useLogoutConfirm.ts';
import { STORE_PATH } from '../../routing/paths.ts';
import { useSession } from '../../state/session.ts';
import { useOnboardingT } from './i18n.ts';

export function OnboardingHeader() {
  const { t } = useTranslation();
  const ot = useOnboardingT();
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  const confirmLogout = useLogoutConfirm();
  return (
    <header className="hh-onboarding-header">
      <div className="hh-onboarding-brand">
        <img src="/logo.svg" alt="" />
        <span>{t('site.title')}</span>
      </div>
      <Space size="middle">
        <LangSwitch />
        <Button
          icon={<ShopOutlined />}
          onClick={() => navigate(STORE_PATH)}
          data-testid="onboarding-my-shops"
        >
          {ot('wizard.myShops')}
        </Button>
        <Space className="hh-onboarding-user">
          <UserAvatar user={user} size="small" />
          <span>{displayName(user)}</span>
        </Space>
        <Button icon={<LogoutOutlined />} onClick={confirmLogout} data-testid="onboarding-logout">
          {t('layout.logout')}
        </Button>
      </Space>
    </header>
  );
}
