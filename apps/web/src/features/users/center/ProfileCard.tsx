import { MailOutlined, MobileOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../../components/UserAvatar.tsx';
import { useSession } from '../../../session/state.ts';
import { AvatarFromLibrary } from './AvatarFromLibrary.tsx';
import { AvatarUpload } from './AvatarUpload.tsx';
import { useAvatarUpload } from './useAvatarUpload.ts';

export function ProfileCard() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  const userRoles = useSession((state) => state.userRoles);
  const none = t('common.none');
  const avatar = useAvatarUpload();
  return (
    <Card title={t('user.profileCard')}>
      <div className="hh-profile-head">
        <AvatarUpload avatar={avatar} />
        <AvatarFromLibrary avatar={avatar} />
        <div className="hh-profile-name">{displayName(user)}</div>
        <div className="hh-profile-hint">{t('user.avatarHint')}</div>
      </div>
      <ul className="hh-profile-list">
        <li>
          <span>
            <UserOutlined /> {t('user.username')}
          </span>
          <span>{user?.username}</span>
        </li>
        <li>
          <span>
            <MobileOutlined /> {t('user.phone')}
          </span>
          <span>{user?.phone || none}</span>
        </li>
        <li>
          <span>
            <MailOutlined /> {t('user.email')}
          </span>
          <span>{user?.email || none}</span>
        </li>
        <li>
          <span>
            <TeamOutlined /> {t('user.roles')}
          </span>
          <span>
            {userRoles.length > 0 ? userRoles.map((role) => <Tag key={role.id}>{role.name}</Tag>) : none}
          </span>
        </li>
      </ul>
    </Card>
  );
}
