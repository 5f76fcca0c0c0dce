import { Avatar, Tag } from 'antd';
import type { CrudColumn } from '../../components/crud/CrudList.tsx';
import { createdColumn, dictColumn } from '../../components/crud/columns.tsx';
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
    dictColumn('status', t('store.status'), 'store_status'),
    { key: 'sort', title: t('store.sort'), dataIndex: 'sort', sorter: true },
    createdColumn(t('store.createdAt'), true),
  ];
}
