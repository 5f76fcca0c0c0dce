import { formatDate } from '@hh/shared';
import type { CrudColumn } from '../../../components/crud/CrudList.tsx';
import { EnabledTag } from '../EnabledTag.tsx';
import type { PlatformT } from '../i18n.ts';
import type { Category } from './api.ts';

export function categoryColumns(t: PlatformT): CrudColumn<Category>[] {
  return [
    {
      key: 'name',
      title: t('category.name'),
      dataIndex: 'name',
      render: (value: string) => <span data-testid="category-name">{value}</span>,
    },
    { key: 'nameEn', title: t('category.nameEn'), dataIndex: 'nameEn' },
    { key: 'sort', title: t('category.sort'), dataIndex: 'sort', width: 90 },
    {
      key: 'enabled',
      title: t('category.enabled'),
      dataIndex: 'enabled',
      render: (value: boolean) => <EnabledTag enabled={value} />,
    },
    {
      key: 'createdAt',
      title: t('category.createdAt'),
      dataIndex: 'createdAt',
      render: (value: string) => formatDate(value),
    },
  ];
}
