import type { DeliveryType, OrderStatus } from '@hh/shared';
import { Steps } from 'antd';
import { useOrdersT } from '../i18n.ts';
import { stepBar } from '../status.ts';

/** Placed → paid → shipped → received → completed (or verified for pickup), or placed → cancelled. */
export function OrderSteps({ order }: { order: { status: OrderStatus; deliveryType: DeliveryType } }) {
  const t = useOrdersT();
  const bar = stepBar(order);
  return (
    <Steps
      size="small"
      responsive
      current={bar.current}
      status={bar.cancelled ? 'error' : bar.current === bar.steps.length - 1 ? 'finish' : 'process'}
      items={bar.steps.map((step) => ({ title: t(`steps.${step}`) }))}
      className="hh-order-steps"
      data-testid="order-steps"
    />
  );
}
