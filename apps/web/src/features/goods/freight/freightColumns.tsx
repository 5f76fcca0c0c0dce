import { formatDate } from '@hh/shared';
import { Tag } from 'antd';
import type { CrudColumn } from '../../../components/crud/CrudList.tsx';
import type { CatalogT } from '../catalogI18n.ts';
import type { FreightTemplate } from './freightApi.ts';

export function freightColumns(t: CatalogT): CrudColumn<FreightTemplate>[] {
  return [
    {
      key: 'name',
      title: t('freight.name'),
      dataIndex: 'name',
      render: (value: string, row) => (
        <span className="hh-freight-name">
          <span data-testid="freight-row-name">{value}</span>
          {row.isDefault && (
            <Tag color="green" data-testid="freight-row-default">
              {t('freight.defaultTag')}
            </Tag>
          )}
        </span>
      ),
    },
    {
      key: 'chargeBy',
      title: t('freight.chargeBy'),
      dataIndex: 'chargeBy',
      render: (value: FreightTemplate['chargeBy']) => <Tag color="blue">{t(`freight.charge.${value}`)}</Tag>,
    },
    {
      key: 'rules',
      title: t('freight.ruleCount'),
      dataIndex: 'rules',
      render: (_: unknown, row) => <span data-testid="freight-row-rules">{row.rules.length}</span>,
    },
    {
      key: 'freeRules',
      title: t('freight.freeRuleCount'),
      dataIndex: 'freeRules',
      render: (_: unknown, row) => row.freeRules.length,
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
