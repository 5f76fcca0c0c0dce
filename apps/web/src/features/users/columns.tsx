import { formatDate } from '@hh/shared';
import { Space, Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { CrudColumn } from '../../components/crud/CrudList.tsx';
import { UserAvatar } from '../../components/UserAvatar.tsx';
import type { StaffRow } from './api.ts';

export function staffColumns(
  t: TFunction,
  enabledSwitch: (row: StaffRow) => ReactNode,
): CrudColumn<StaffRow>[] {
  return [
    {
      key: 'username',
      title: t('staff.username'),
      sorter: true,
      render: (_, row) => (
        <Space size={8}>
          <UserAvatar user={row} size={28} />
          <span>{row.username}</span>
        </Space>
      ),
    },
    { key: 'nickName', title: t('staff.nickName'), dataIndex: 'nickName' },
    { key: 'phone', title: t('staff.phone'), dataIndex: 'phone' },
    { key: 'email', title: t('staff.email'), dataIndex: 'email', render: (email) => email || '-' },
    {
      key: 'roles',
      title: t('staff.roles'),
      render: (_, row) => row.roles.map((role) => <Tag key={role.id}>{role.name}</Tag>),
    },
    { key: 'enabled', title: t('staff.status'), render: (_, row) => enabledSwitch(row) },
    {
      key: 'createTime',
      title: t('staff.createTime'),
      sorter: true,
      render: (_, row) => (row.createTime ? formatDate(row.createTime) : '-'),
    },
  ];
}
