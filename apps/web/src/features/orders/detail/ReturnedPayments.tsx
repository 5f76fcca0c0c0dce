import { formatDate, formatThousands } from '@hh/shared';
import { Button, Table, Tag, Typography } from 'antd';
import { usePermission } from '../../../components/usePermission.ts';
import { notifySuccess } from '../../../http/notify.ts';
import { type ReturnedPayment, retryReturn } from '../api.ts';
import { useOrdersT } from '../i18n.ts';
import { RETRY_RETURN_PERMISSION } from '../permissions.ts';

const COLORS: Record<ReturnedPayment['status'], string> = {
  pending: 'processing',
  succeeded: 'success',
  failed: 'error',
};

export interface ReturnedPaymentsProps {
  orderId: number;
  returns: readonly ReturnedPayment[];
  /** Reloads the order after a retry. */
  onChanged(): void;
}

/**
 * Payments that arrived when the order could no longer take them, going back the way they came: amount,
 * provider, state, time; a failed one can be sent again by those who may refund.
 */
export function ReturnedPayments({ orderId, returns, onChanged }: ReturnedPaymentsProps) {
  const t = useOrdersT();
  const mayRetry = usePermission(RETRY_RETURN_PERMISSION);
  const retry = (row: ReturnedPayment) =>
    retryReturn(orderId, row.id).then(
      () => {
        notifySuccess(t('returned.retried'));
        onChanged();
      },
      () => undefined,
    );
  return (
    <>
      <Typography.Paragraph type="secondary">{t('returned.hint')}</Typography.Paragraph>
      <Table<ReturnedPayment>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={[...returns]}
        data-testid="order-returned-payments"
        columns={[
          { key: 'method', title: t('detail.method'), render: (_v, row) => t(`payMethod.${row.method}`) },
          { key: 'outRefundNo', title: t('returned.outRefundNo'), dataIndex: 'outRefundNo' },
          {
            key: 'amount',
            title: t('detail.amount'),
            align: 'right',
            render: (_v, row) => formatThousands(row.amount),
          },
          {
            key: 'status',
            title: t('returned.status'),
            render: (_v, row) => (
              <Tag color={COLORS[row.status]} data-testid="returned-status" data-status={row.status}>
                {t(`returned.state.${row.status}`)}
              </Tag>
            ),
          },
          {
            key: 'time',
            title: t('returned.time'),
            render: (_v, row) => formatDate(row.finishedAt ?? row.createdAt),
          },
          { key: 'reason', title: t('returned.reason'), render: (_v, row) => row.failureReason ?? '-' },
          {
            key: 'action',
            title: '',
            render: (_v, row) =>
              row.status === 'failed' && mayRetry ? (
                <Button size="small" onClick={() => void retry(row)} data-testid="returned-retry">
                  {t('returned.retry')}
                </Button>
              ) : null,
          },
        ]}
      />
    </>
  );
}
