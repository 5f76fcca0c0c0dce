import { formatDate } from '@hh/shared';
import type { CrudColumn } from '../../../components/crud/CrudList.tsx';
import { EnabledTag } from '../EnabledTag.tsx';
import type { PlatformT } from '../i18n.ts';
import type { Plan } from './api.ts';
import { formatPrice } from './price.ts';

/** Keys of sortable columns are the server's sort fields (`id`, `price`). */
export function planColumns(t: PlatformT): CrudColumn<Plan>[] {
  return [
    {
      key: 'name',
      title: t('plan.name'),
      dataIndex: 'name',
      render: (value: string) => <span data-testid="plan-name">{value}</span>,
    },
    { key: 'nameEn', title: t('plan.nameEn'), dataIndex: 'nameEn' },
    {
      key: 'price',
      title: t('plan.price'),
      dataIndex: 'price',
      sorter: true,
      align: 'right',
      render: (value: string) => <span data-testid="plan-price">{formatPrice(value)}</span>,
    },
    {
      key: 'durationDays',
      title: t('plan.durationDays'),
      dataIndex: 'durationDays',
      render: (value: number) => t('plan.days', { count: value }),
    },
    { key: 'maxStores', title: t('plan.maxStores'), dataIndex: 'maxStores' },
    { key: 'maxStaff', title: t('plan.maxStaff'), dataIndex: 'maxStaff' },
    {
      key: 'enabled',
      title: t('plan.enabled'),
      dataIndex: 'enabled',
      render: (value: boolean) => <EnabledTag enabled={value} />,
    },
    {
      key: 'createdAt',
      title: t('plan.createdAt'),
      dataIndex: 'createdAt',
      render: (value: string) => formatDate(value),
    },
  ];
}
