import { formatDate, type PromotionState } from '@hh/shared';
import { Space, Tag } from 'antd';
import type { CrudColumn } from '../../components/crud/CrudList.tsx';
import { EnabledSwitch } from '../../components/marketing/EnabledSwitch.tsx';
import { type PromotionRow, setPromotionEnabled } from './api.ts';
import type { PromotionsT } from './i18n.ts';
import { termsText } from './terms.ts';

const MINUTE = 'YYYY-MM-DD HH:mm';

const stateColors: Record<PromotionState, string> = {
  upcoming: 'blue',
  running: 'green',
  ended: 'default',
  disabled: 'orange',
};

interface ColumnOptions {
  canEdit: boolean;
  onChanged(): Promise<void>;
}

export function promotionColumns(t: PromotionsT, options: ColumnOptions): CrudColumn<PromotionRow>[] {
  return [
    {
      key: 'name',
      title: t('field.name'),
      dataIndex: 'name',
      sorter: true,
      render: (value: string) => <span data-testid="promotion-row-name">{value}</span>,
    },
    {
      key: 'kind',
      title: t('field.kind'),
      render: (_: unknown, row: PromotionRow) => t(`kinds.${row.kind}`),
    },
    {
      key: 'terms',
      title: t('field.terms'),
      render: (_: unknown, row: PromotionRow) => (
        <span data-testid="promotion-row-terms">{termsText(t, row)}</span>
      ),
    },
    {
      key: 'scope',
      title: t('field.scope'),
      render: (_: unknown, row: PromotionRow) => t(`scopes.${row.scope}`),
    },
    {
      key: 'startAt',
      title: t('field.window'),
      sorter: true,
      render: (_: unknown, row: PromotionRow) => (
        <span className="hh-promotion-window">
          {formatDate(row.startAt, MINUTE)} ~<br />
          {formatDate(row.endAt, MINUTE)}
        </span>
      ),
    },
    {
      key: 'state',
      title: t('field.state'),
      render: (_: unknown, row: PromotionRow) => (
        <Space size={4} wrap>
          <Tag color={stateColors[row.state]} data-testid="promotion-row-state">
            {t(`states.${row.state}`)}
          </Tag>
          <EnabledSwitch
            size="small"
            enabled={row.enabled}
            editable={options.canEdit}
            change={(next) => setPromotionEnabled(row.id, next)}
            onChanged={options.onChanged}
            testId="promotion-enabled-switch"
          />
        </Space>
      ),
    },
  ];
}
