import { LockOutlined } from '@ant-design/icons';
import { formatDate } from '@hh/shared';
import { Tooltip } from 'antd';
import type { CrudColumn } from '../../components/crud/CrudList.tsx';
import { enabledColumn } from '../../components/marketing/EnabledSwitch.tsx';
import type { TemplateRow } from './api.ts';
import { setTemplateEnabled } from './api.ts';
import type { ColumnOptions } from './CouponCrudTab.tsx';
import type { CouponsT } from './i18n.ts';
import { termsText } from './terms.ts';

function validityText(t: CouponsT, row: TemplateRow) {
  if (row.validity === 'fixed')
    return `${formatDate(row.validFrom ?? '')} ~ ${formatDate(row.validTo ?? '')}`;
  return `${t(`validities.${row.validity}`)}: ${row.validDays}`;
}

export function templateColumns(t: CouponsT, options: ColumnOptions): CrudColumn<TemplateRow>[] {
  return [
    {
      key: 'title',
      title: t('template.name'),
      dataIndex: 'title',
      sorter: true,
      render: (value: string) => <span data-testid="coupon-template-title">{value}</span>,
    },
    {
      key: 'terms',
      title: t('template.terms'),
      render: (_: unknown, row: TemplateRow) => (
        <span data-testid="coupon-template-terms">
          {termsText(t, row)}
          {row.claimed > 0 && (
            <Tooltip title={t('template.lockedHint')}>
              <LockOutlined
                className="hh-coupon-locked"
                style={{ marginInlineStart: 4 }}
                aria-label={t('template.lockedHint')}
              />
            </Tooltip>
          )}
        </span>
      ),
    },
    {
      key: 'scope',
      title: t('template.scope'),
      render: (_: unknown, row: TemplateRow) => t(`scopes.${row.scope}`),
    },
    {
      key: 'validity',
      title: t('template.validity'),
      render: (_: unknown, row: TemplateRow) => validityText(t, row),
    },
    { key: 'claimed', title: t('template.claimed'), dataIndex: 'claimed' },
    enabledColumn({
      title: t('template.status'),
      ...options,
      change: setTemplateEnabled,
      testId: 'coupon-template-enabled',
    }),
  ];
}
