import { formatDate } from '@hh/shared';
import { Avatar, Tag } from 'antd';
import type { CrudColumn } from '../../components/crud/CrudList.tsx';
import { DictTag } from '../../components/dict/DictTag.tsx';
import type { StoreRow } from './api.ts';
import type { StoresT } from './i18n.ts';

/** Keys of sortable columns are the server's sort fields (`id`, `name`, `sort`, `createTime`). */
export function storeColumns(t: StoresT): CrudColumn<StoreRow>[] {
  return [
    {
      key: 'name',
      title: t('store.name'),
      dataIndex: 'name',
      sorter: true,
      render: (_: unknown, row) => (
        <span className="hh-store-named">
          <Avatar shape="square" size={32} src={row.logo || undefined}>
            {row.name.slice(0, 1)}
          </Avatar>
          <span data-testid="store-name">{row.name}</span>
        </span>
      ),
    },
    { key: 'contact', title: t('store.contact'), dataIndex: 'contact' },
    { key: 'phone', title: t('store.phone'), dataIndex: 'phone' },
    {
      key: 'regionName',
      title: t('store.region'),
      dataIndex: 'regionName',
      render: (value: string | null) => <span data-testid="store-region">{value}</span>,
    },
    { key: 'address', title: t('store.address'), dataIndex: 'address', ellipsis: true },
    { key: 'businessHours', title: t('store.businessHours'), dataIndex: 'businessHours' },
    {
      key: 'pickupEnabled',
      title: t('store.pickup'),
      dataIndex: 'pickupEnabled',
      render: (value: boolean) =>
        value ? <Tag color="green">{t('store.pickupOn')}</Tag> : <Tag>{t('store.pickupOff')}</Tag>,
    },
    {
      key: 'status',
      title: t('store.status'),
      dataIndex: 'status',
      render: (value: number) => <DictTag name="store_status" value={value} />,
    },
    { key: 'sort', title: t('store.sort'), dataIndex: 'sort', sorter: true },
    {
      key: 'createTime',
      title: t('store.createdAt'),
      dataIndex: 'createdAt',
      sorter: true,
      // The day alone keeps the list clear of the sticky Actions at 1366 px; the time is on hover.
      render: (value: string) => <span title={formatDate(value)}>{formatDate(value, 'YYYY-MM-DD')}</span>,
    },
  ];
}
