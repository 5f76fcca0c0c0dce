import { formatDate } from '@hh/shared';
import { Tag } from 'antd';
import type { CrudColumn } from '../../../components/crud/CrudList.tsx';
import type { SpecTemplate } from '../api.ts';
import type { CatalogT } from '../catalogI18n.ts';
import { optionLabel } from './specForm.ts';

export function specColumns(t: CatalogT): CrudColumn<SpecTemplate>[] {
  return [
    {
      key: 'name',
      title: t('spec.name'),
      dataIndex: 'name',
      render: (value: string) => <span data-testid="spec-row-name">{value}</span>,
    },
    {
      key: 'specs',
      title: t('spec.specs'),
      dataIndex: 'specs',
      render: (_: unknown, row) => (
        <span className="hh-spec-tags" data-testid="spec-row-options">
          {row.specs.map((option) => (
            <Tag key={option.name}>{optionLabel(option)}</Tag>
          ))}
        </span>
      ),
    },
    { key: 'sort', title: t('common.sort'), dataIndex: 'sort', sorter: true, width: 90 },
    {
      key: 'createdAt',
      title: t('common.createdAt'),
      dataIndex: 'createdAt',
      render: (value: string) => formatDate(value),
    },
  ];
}
