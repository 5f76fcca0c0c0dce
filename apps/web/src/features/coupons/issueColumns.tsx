import { formatDate, formatMoney } from '@hh/shared';
import type { CrudColumn } from '../../components/crud/CrudList.tsx';
import { enabledColumn } from '../../components/marketing/EnabledSwitch.tsx';
import { type IssueRow, setIssueEnabled } from './api.ts';
import type { ColumnOptions } from './CouponCrudTab.tsx';
import type { CouponsT } from './i18n.ts';
import { termsText } from './terms.ts';

export function issueColumns(t: CouponsT, options: ColumnOptions): CrudColumn<IssueRow>[] {
  return [
    { key: 'id', title: 'ID', dataIndex: 'id', sorter: true, width: 72 },
    {
      key: 'title',
      title: t('issue.template'),
      render: (_: unknown, row: IssueRow) => (
        <span data-testid="issue-title">
          {row.title}
          <br />
          <small>{termsText(t, row)}</small>
        </span>
      ),
    },
    {
      key: 'claimStart',
      title: t('issue.claimWindow'),
      sorter: true,
      render: (_: unknown, row: IssueRow) => `${formatDate(row.claimStart)} ~ ${formatDate(row.claimEnd)}`,
    },
    {
      key: 'counts',
      title: `${t('issue.claimed')} / ${t('issue.remaining')} / ${t('issue.total')}`,
      render: (_: unknown, row: IssueRow) => (
        <span data-testid="issue-counts">
          {row.claimed} / {row.remaining ?? '∞'} / {row.total ?? t('issue.unlimited')}
        </span>
      ),
    },
    {
      key: 'limits',
      title: `${t('issue.perMember')} / ${t('issue.perMemberDaily')}`,
      render: (_: unknown, row: IssueRow) => `${row.perMember} / ${row.perMemberDaily ?? t('issue.noDaily')}`,
    },
    {
      key: 'channel',
      title: t('issue.channel'),
      render: (_: unknown, row: IssueRow) => (
        <span data-testid="issue-channel-cell">
          {t(`channels.${row.channel}`)}
          {row.minPayAmount && (
            <>
              <br />
              <small>{t('issue.minPayShort', { amount: formatMoney(row.minPayAmount) })}</small>
            </>
          )}
        </span>
      ),
    },
    enabledColumn({
      title: t('template.status'),
      ...options,
      change: setIssueEnabled,
      testId: 'issue-enabled',
    }),
  ];
}
