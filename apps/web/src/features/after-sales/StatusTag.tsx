import type { AfterSaleStatus } from '@hh/shared';
import { Tag } from 'antd';
import { useAfterSalesT } from './i18n.ts';
import { tagColor } from './status.ts';

/** The after-sale's state as staff name it. */
export function StatusTag({ sale }: { sale: { status: AfterSaleStatus } }) {
  const t = useAfterSalesT();
  return (
    <Tag color={tagColor(sale.status)} data-testid="after-sale-status" data-status={sale.status}>
      {t(`status.${sale.status}`)}
    </Tag>
  );
}
