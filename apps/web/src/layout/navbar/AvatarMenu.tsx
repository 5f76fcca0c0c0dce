import { LogoutOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { displayName, UserAvatar } from '../../components/UserAvatar.tsx';
import { useLogoutConfirm } from '../../components/useLogoutConfirm.ts';
import { useSession } from '../../session/state.ts';
import { useTabs } from '../../state/tabs.ts';

export function AvatarMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  const resetTabs = useTabs((state) => state.reset);
  const confirmLogout = useLogoutConfirm();

  const actions: Record<string, () => void> = {
    center: () => navigate('/user/center'),
    shops: () => {
      resetTabs();
      navigate('/store');
    },
    logout: confirmLogout,
  };

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [
          { key: 'center', icon: <UserOutlined />, label: t('layout.personalCenter') },
          { key: 'shops', icon: <ShopOutlined />, label: t('layout.myShops') },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: t('layout.logout'), danger: true },
        ],
        onClick: ({ key }) => actions[key]?.(),
      }}
    >
      <button type="button" className="hh-avatar-trigger" data-testid="avatar-menu">
        <UserAvatar user={user} size="small" />
        <span className="hh-avatar-name">{displayName(user)}</span>
      </button>
    </Dropdown>
  );
}
