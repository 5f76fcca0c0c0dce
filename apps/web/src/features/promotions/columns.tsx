import { formatDate, type PromotionState } from '@hh/shared';
import { Space, Switch, Tag } from 'antd';
import { useState } from 'react';
import type { CrudColumn } from '../../components/crud/CrudList.tsx';
import { notifySuccess } from '../../http/notify.ts';
import { quietly } from '../../lib/quietly.ts';
import { type PromotionRow, setPromotionEnabled } from './api.ts';
import { type PromotionsT, usePromotionsT } from './i18n.ts';
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

/** The rule's switch, read-only without promotion:edit. */
function EnabledSwitch({ row, options }: { row: PromotionRow; options: ColumnOptions }) {
  const t = usePromotionsT();
  const [saving, setSaving] = useState(false);
  const flip = async (next: boolean) => {
    setSaving(true);
    try {
      await setPromotionEnabled(row.id, next);
      notifySuccess(t('enabled.changed'));
      await options.onChanged();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Switch
      size="small"
      checked={row.enabled}
      loading={saving}
      disabled={!options.canEdit}
      checkedChildren={t('enabled.on')}
      unCheckedChildren={t('enabled.off')}
      onChange={(next) => quietly(flip(next))}
      data-testid="promotion-enabled-switch"
    />
  );
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
          <EnabledSwitch row={row} options={options} />
        </Space>
      ),
    },
  ];
}
