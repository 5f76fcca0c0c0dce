import { LogoutOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { LangSwitch } from '../../components/LangSwitch.tsx';
import { displayName, UserAvatar } from '../../components/UserAvatar.tsx';
import { useLogoutConfirm } from '../../components/useLogoutConfirm.ts';
import { useSession } from '../../state/session.ts';

export function StoreHeader() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  const confirmLogout = useLogoutConfirm();
  return (
    <header className="hh-store-header">
      <div className="hh-store-brand">
        <img src="/logo.svg" alt="" />
        <span>{t('site.title')}</span>
      </div>
      <Space size="middle">
        <LangSwitch />
        <Space>
          <UserAvatar user={user} size="small" />
          <span>{displayName(user)}</span>
        </Space>
        <Button icon={<LogoutOutlined />} onClick={confirmLogout} data-testid="store-logout">
          {t('layout.logout')}
        </Button>
      </Space>
    </header>
  );
}
