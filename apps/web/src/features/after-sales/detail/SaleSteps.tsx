import type { AfterSaleStatus, AfterSaleType } from '@hh/shared';
import { Steps } from 'antd';
import { useAfterSalesT } from '../i18n.ts';
import { stepBar } from '../status.ts';

/** Applied → approved → (sent back → received →) refunded, or applied → ended. */
export function SaleSteps({ sale }: { sale: { type: AfterSaleType; status: AfterSaleStatus } }) {
  const t = useAfterSalesT();
  const bar = stepBar(sale);
  return (
    <Steps
      size="small"
      responsive
      current={bar.current}
      status={bar.ended ? 'error' : bar.current === bar.steps.length - 1 ? 'finish' : 'process'}
      items={bar.steps.map((step) => ({ title: t(`steps.${step}`) }))}
      className="hh-after-sale-steps"
      data-testid="after-sale-steps"
    />
  );
}
