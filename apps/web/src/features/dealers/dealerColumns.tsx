import { formatDate } from '@hh/shared';
import type { CrudColumn } from '../../components/crud/CrudList.tsx';
import { DictTag } from '../../components/dict/DictTag.tsx';
import type { DealerRow } from './api.ts';
import type { DealersT } from './i18n.ts';

/** Keys of sortable columns are the server's sort fields (`id`, `name`, `level`, `createTime`). */
export function dealerColumns(t: DealersT): CrudColumn<DealerRow>[] {
  return [
    {
      key: 'name',
      title: t('dealer.name'),
      dataIndex: 'name',
      sorter: true,
      render: (value: string) => <span data-testid="dealer-name">{value}</span>,
    },
    {
      key: 'level',
      title: t('dealer.level'),
      dataIndex: 'level',
      sorter: true,
      render: (value: number) => <DictTag name="dealer_level" value={value} />,
    },
    { key: 'contact', title: t('dealer.contact'), dataIndex: 'contact' },
    { key: 'phone', title: t('dealer.phone'), dataIndex: 'phone' },
    {
      key: 'regionName',
      title: t('dealer.region'),
      dataIndex: 'regionName',
      render: (value: string | null) => <span data-testid="dealer-region">{value}</span>,
    },
    { key: 'address', title: t('dealer.address'), dataIndex: 'address', ellipsis: true },
    {
      key: 'status',
      title: t('dealer.status'),
      dataIndex: 'status',
      render: (value: number) => <DictTag name="dealer_status" value={value} />,
    },
    { key: 'remark', title: t('dealer.remark'), dataIndex: 'remark', ellipsis: true },
    {
      key: 'createTime',
      title: t('dealer.createdAt'),
      dataIndex: 'createdAt',
      sorter: true,
      render: (value: string) => formatDate(value),
    },
  ];
}
