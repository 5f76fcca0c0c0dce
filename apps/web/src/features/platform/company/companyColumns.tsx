import { formatDate } from '@hh/shared';
import { Avatar } from 'antd';
import { CompanyStatusTag } from '../../../components/CompanyStatusTag.tsx';
import type { CrudColumn } from '../../../components/crud/CrudList.tsx';
import type { PlatformT } from '../i18n.ts';
import type { CompanyRow } from './api.ts';

const dateOrDash = (value: string | null): string => (value ? formatDate(value) : '—');

export function companyColumns(t: PlatformT): CrudColumn<CompanyRow>[] {
  return [
    {
      key: 'headPortrait',
      title: t('company.logo'),
      dataIndex: 'headPortrait',
      width: 72,
      render: (value: string | null, row) => (
        <Avatar shape="square" src={value ?? undefined}>
          {row.companyName.slice(0, 1)}
        </Avatar>
      ),
    },
    {
      key: 'companyName',
      title: t('company.name'),
      dataIndex: 'companyName',
      render: (value: string) => <span data-testid="company-name">{value}</span>,
    },
    { key: 'companyKey', title: t('company.key'), dataIndex: 'companyKey' },
    { key: 'contactName', title: t('company.contact'), dataIndex: 'contactName' },
    { key: 'contactPhone', title: t('company.contactPhone'), dataIndex: 'contactPhone' },
    {
      key: 'status',
      title: t('company.status'),
      dataIndex: 'status',
      render: (_: unknown, row) => <CompanyStatusTag status={row.status} />,
    },
    { key: 'planName', title: t('company.plan'), dataIndex: 'planName', render: (value) => value ?? '—' },
    { key: 'expireTime', title: t('company.expireTime'), dataIndex: 'expireTime', render: dateOrDash },
    { key: 'createdAt', title: t('company.createdAt'), dataIndex: 'createdAt', render: dateOrDash },
  ];
}
