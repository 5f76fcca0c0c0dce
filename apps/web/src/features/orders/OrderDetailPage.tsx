import { formatDate } from '@hh/shared';
import { Button, Card, Result, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { DeskTimeline } from '../../components/desk/DeskTimeline.tsx';
import { Permission } from '../../components/Permission.tsx';
import { actorText } from './detail/actorText.ts';
import { BuyerCard } from './detail/BuyerCard.tsx';
import { LinesTable } from './detail/LinesTable.tsx';
import { OrderSteps } from './detail/OrderSteps.tsx';
import { PaymentsTable } from './detail/PaymentsTable.tsx';
import { PriceBreakdown } from './detail/PriceBreakdown.tsx';
import { RemarkNotes } from './detail/RemarkNotes.tsx';
import { ReturnedPayments } from './detail/ReturnedPayments.tsx';
import { TrackingCard } from './detail/TrackingCard.tsx';
import { useOrderDialogs } from './dialogs/useOrderDialogs.tsx';
import { useOrdersT } from './i18n.ts';
import { useOrderChanges } from './live/useOrderChanges.ts';
import { OrderActionButtons } from './OrderActionButtons.tsx';
import { AFTER_SALES_PERMISSION, afterSalesPath } from './permissions.ts';
import { useOrder } from './queries.ts';
import { RefundTag } from './RefundTag.tsx';
import { useRefundDialogs } from './refunds/useRefundDialogs.tsx';
import { StatusTag } from './StatusTag.tsx';
import { useOrderTabTitle } from './useOrderTabTitle.ts';
import '../../components/crud/crud.css';
import './orders.css';

/** `order/detail/:id` (its own tab, titled with the order code). */
export default function OrderDetailPage() {
  const t = useOrdersT();
  const { t: common } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const orderId = Number(id);
  const order = useOrder(Number.isInteger(orderId) && orderId > 0 ? orderId : undefined);
  const dialogs = useOrderDialogs(() => void order.refetch());
  const refunds = useRefundDialogs(order.data, () => void order.refetch());
  useOrderTabTitle(order.data?.code);
  useOrderChanges((ids) => {
    if (ids.has(orderId)) void order.refetch();
  });

  if (order.isError || !Number.isInteger(orderId)) {
    return (
      <Result
        status="warning"
        title={t('detail.loadFailed')}
        extra={<Button onClick={() => void order.refetch()}>{common('common.retry')}</Button>}
      />
    );
  }
  if (order.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  const data = order.data;

  return (
    <div className="hh-order-detail" data-testid="order-detail">
      <Card size="small">
        <div className="hh-crud-toolbar">
          <Space wrap>
            <Typography.Title level={5} className="hh-order-detail-code" data-testid="detail-code">
              {data.code}
            </Typography.Title>
            <StatusTag order={data} />
            <RefundTag order={data} />
            <span className="hh-order-muted">{formatDate(data.createdAt)}</span>
          </Space>
          <Space wrap>
            <OrderActionButtons order={data} onAction={dialogs.open} variant="default" />
            {refunds.buttons}
            <Permission roles={AFTER_SALES_PERMISSION}>
              <Button
                size="small"
                onClick={() => navigate(afterSalesPath(data.code))}
                data-testid="order-after-sales"
              >
                {t('actions.afterSales')}
              </Button>
            </Permission>
          </Space>
        </div>
        <OrderSteps order={data} />
        {data.cancelReason && (
          <Typography.Text type="danger">{t(`cancelReason.${data.cancelReason}`)}</Typography.Text>
        )}
      </Card>
      <Card size="small" title={t('detail.buyer')}>
        <BuyerCard order={data} />
        <RemarkNotes order={data} onEdit={() => dialogs.open('remark', data)} />
      </Card>
      <Card size="small" title={t('detail.lines')}>
        <LinesTable lines={data.lines} />
      </Card>
      <div className="hh-order-detail-pair">
        <Card size="small" title={t('detail.breakdown')}>
          <PriceBreakdown order={data} />
        </Card>
        <Card size="small" title={t('detail.tracking')}>
          <TrackingCard order={data} />
        </Card>
      </div>
      <Card size="small" title={t('detail.payments')}>
        <PaymentsTable payments={data.payments} />
      </Card>
      {data.returnedPayments.length > 0 && (
        <Card size="small" title={t('returned.title')}>
          <ReturnedPayments
            orderId={data.id}
            returns={data.returnedPayments}
            onChanged={() => void order.refetch()}
          />
        </Card>
      )}
      <Card size="small" title={t('detail.timeline')}>
        <DeskTimeline
          entries={data.events}
          who={(line) => actorText(line, t(`actor.${line.actorKind}`))}
          testId="order-timeline"
        />
      </Card>
      {dialogs.dialogs}
      {refunds.dialogs}
    </div>
  );
}
