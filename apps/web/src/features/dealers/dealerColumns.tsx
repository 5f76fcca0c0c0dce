import type { CrudColumn } from '../../components/crud/CrudList.tsx';
import { createdColumn, dictColumn } from '../../components/crud/columns.tsx';
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
    dictColumn('level', t('dealer.level'), 'dealer_level', true),
    { key: 'contact', title: t('dealer.contact'), dataIndex: 'contact' },
    { key: 'phone', title: t('dealer.phone'), dataIndex: 'phone' },
    {
      key: 'regionName',
      title: t('dealer.region'),
      dataIndex: 'regionName',
      render: (value: string | null) => <span data-testid="dealer-region">{value}</span>,
    },
    { key: 'address', title: t('dealer.address'), dataIndex: 'address', ellipsis: true },
    dictColumn('status', t('dealer.status'), 'dealer_status'),
    { key: 'remark', title: t('dealer.remark'), dataIndex: 'remark', ellipsis: true },
    createdColumn(t('dealer.createdAt')),
  ];
}
