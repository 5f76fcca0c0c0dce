import { formatDate } from '@hh/shared';
import { Alert, Button, Card, Result, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DeskTimeline } from '../../components/desk/DeskTimeline.tsx';
import { AfterSaleActionButtons } from './AfterSaleActionButtons.tsx';
import { AmountsCard } from './detail/AmountsCard.tsx';
import { ApplicationCard } from './detail/ApplicationCard.tsx';
import { LinesTable } from './detail/LinesTable.tsx';
import { RefundsTable } from './detail/RefundsTable.tsx';
import { ReturnCard } from './detail/ReturnCard.tsx';
import { SaleSteps } from './detail/SaleSteps.tsx';
import { useAfterSaleDialogs } from './dialogs/useAfterSaleDialogs.tsx';
import { useAfterSalesT } from './i18n.ts';
import { useAfterSale } from './queries.ts';
import { StatusTag } from './StatusTag.tsx';
import { useAfterSaleTabTitle } from './useAfterSaleTabTitle.ts';
import '../../components/crud/crud.css';
import './afterSales.css';

/** `after-sales/detail` at /order/after-sales/:id (its own tab, titled with the after-sale code). */
export default function AfterSaleDetailPage() {
  const t = useAfterSalesT();
  const { t: common } = useTranslation();
  const { id } = useParams();
  const saleId = Number(id);
  const valid = Number.isInteger(saleId) && saleId > 0;
  const sale = useAfterSale(valid ? saleId : undefined);
  const dialogs = useAfterSaleDialogs(() => void sale.refetch());
  useAfterSaleTabTitle(sale.data?.code);

  if (sale.isError || !valid) {
    return (
      <Result
        status="warning"
        title={t('detail.loadFailed')}
        extra={<Button onClick={() => void sale.refetch()}>{common('common.retry')}</Button>}
      />
    );
  }
  if (sale.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  const data = sale.data;

  return (
    <div className="hh-after-sale-detail" data-testid="after-sale-detail">
      <Card size="small">
        <div className="hh-crud-toolbar">
          <Space wrap>
            <Typography.Title level={5} className="hh-after-sale-detail-code" data-testid="detail-code">
              {data.code}
            </Typography.Title>
            <StatusTag sale={data} />
            <span className="hh-after-sale-muted">{formatDate(data.createdAt)}</span>
          </Space>
          <AfterSaleActionButtons sale={data} onAction={dialogs.open} variant="default" />
        </div>
        <SaleSteps sale={data} />
        {data.deadline && (
          <Alert
            type="warning"
            showIcon
            title={t('detail.deadline', { time: formatDate(data.deadline) })}
            data-testid="detail-deadline"
          />
        )}
      </Card>
      <Card size="small" title={t('detail.application')}>
        <ApplicationCard sale={data} />
      </Card>
      <Card size="small" title={t('detail.lines')}>
        <LinesTable lines={data.lines} />
      </Card>
      <div className="hh-after-sale-detail-pair">
        <Card size="small" title={t('detail.amounts')}>
          <AmountsCard sale={data} />
        </Card>
        {data.type === 'returnRefund' && (
          <Card size="small" title={t('detail.returnInfo')}>
            <ReturnCard sale={data} />
          </Card>
        )}
      </div>
      <Card size="small" title={t('detail.refunds')}>
        <RefundsTable refunds={data.refunds} />
      </Card>
      <Card size="small" title={t('detail.timeline')}>
        <DeskTimeline
          entries={data.events}
          who={(event) => `${t(`actor.${event.actorKind}`)}${event.actorName ? ` · ${event.actorName}` : ''}`}
          testId="after-sale-timeline"
        />
      </Card>
      {dialogs.dialogs}
    </div>
  );
}
