import { UserOutlined } from '@ant-design/icons';
import { Avatar, type AvatarProps } from 'antd';
import type { User } from '../session/types.ts';

export function displayName(user: User | null): string {
  return user?.nickName || user?.username || '';
}

export function UserAvatar({ user, size }: { user: User | null; size?: AvatarProps['size'] }) {
  return user?.avatar ? (
    <Avatar src={user.avatar} size={size} alt={displayName(user)} />
  ) : (
    <Avatar size={size} icon={<UserOutlined />} className="hh-user-avatar-fallback" />
  );
}
