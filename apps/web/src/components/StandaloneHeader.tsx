import { LogoutOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/state.ts';
import { LangSwitch } from './LangSwitch.tsx';
import { StandaloneBar } from './StandaloneBar.tsx';
import { displayName, UserAvatar } from './UserAvatar.tsx';
import { useLogoutConfirm } from './useLogoutConfirm.ts';

interface StandaloneHeaderProps {
  /** The sign-out button's `data-testid`. */
  logoutTestId: string;
  /** Buttons between the language switch and the signed-in person. */
  actions?: ReactNode;
  /** On a phone, hide the signed-in person's name and avatar. */
  hideUserOnPhone?: boolean;
}

/** The header of the pages shown outside the main layout (my shops, opening a shop). */
export function StandaloneHeader({ logoutTestId, actions, hideUserOnPhone = false }: StandaloneHeaderProps) {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  const confirmLogout = useLogoutConfirm();
  return (
    <StandaloneBar title={t('site.title')} className="hh-standalone-compact">
      <Space size="middle">
        <LangSwitch />
        {actions}
        <Space className={hideUserOnPhone ? 'hh-standalone-user' : undefined}>
          <UserAvatar user={user} size="small" />
          <span>{displayName(user)}</span>
        </Space>
        <Button icon={<LogoutOutlined />} onClick={confirmLogout} data-testid={logoutTestId}>
          {t('layout.logout')}
        </Button>
      </Space>
    </StandaloneBar>
  );
}
