import { ExportOutlined, LoadingOutlined, SwapOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Skeleton } from 'antd';
import { fetchOrderQr } from '../api.ts';
import { useOnboardingT } from '../i18n.ts';
import { onboardingKeys } from '../queries.ts';
import type { OrderState, PlanOrder } from '../types.ts';
import { money } from './planLabel.ts';
import { useOrderWatch } from './useOrderWatch.ts';
import { usePlanName } from './usePlans.ts';

const QR_SIZE = 300;

interface PaymentPanelProps {
  order: PlanOrder;
  onSettled(state: OrderState): void;
  onChangePlan(): void;
}

/** The QR code of an order and the sandbox pay page link, until the payment arrives. */
export function PaymentPanel({ order, onSettled, onChangePlan }: PaymentPanelProps) {
  const t = useOnboardingT();
  const planName = usePlanName();
  const qr = useQuery({
    queryKey: onboardingKeys.orderQr(order.orderCode),
    queryFn: () => fetchOrderQr(order.orderCode),
    staleTime: Number.POSITIVE_INFINITY,
  });
  useOrderWatch(order.orderCode, onSettled);

  return (
    <div className="hh-pay" data-testid="pay-panel" data-order-code={order.orderCode}>
      <div className="hh-pay-qr">
        {qr.data ? (
          <img
            src={qr.data.qrCode}
            width={QR_SIZE}
            height={QR_SIZE}
            alt={t('pay.qrAlt')}
            data-testid="pay-qr"
          />
        ) : (
          <Skeleton.Node active style={{ width: QR_SIZE, height: QR_SIZE }} />
        )}
      </div>
      <div className="hh-pay-info">
        <h3>{t('pay.title')}</h3>
        <p className="hh-pay-hint">{t('pay.hint')}</p>
        <dl className="hh-pay-facts">
          <dt>{t('pay.plan')}</dt>
          <dd>{planName(order)}</dd>
          <dt>{t('pay.amount')}</dt>
          <dd className="hh-pay-amount" data-testid="pay-amount">
            {money(t, order.amount)}
          </dd>
          <dt>{t('pay.orderCode')}</dt>
          <dd className="hh-pay-code">{order.orderCode}</dd>
        </dl>
        <div className="hh-pay-status" data-testid="pay-waiting">
          <LoadingOutlined /> {t('pay.waiting')}
        </div>
        <Alert type="info" showIcon title={t('pay.demo')} className="hh-pay-demo" />
        <div className="hh-pay-actions">
          <Button
            type="primary"
            icon={<ExportOutlined />}
            href={order.payUrl}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="pay-open"
          >
            {t('pay.openPayPage')}
          </Button>
          <Button icon={<SwapOutlined />} onClick={onChangePlan} data-testid="pay-change-plan">
            {t('pay.changePlan')}
          </Button>
        </div>
      </div>
    </div>
  );
}
