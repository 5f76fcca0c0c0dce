import { formatThousands } from '@hh/shared';
import { Descriptions } from 'antd';
import type { AfterSaleRef } from '../api.ts';
import { useAfterSalesT } from '../i18n.ts';

/** The after-sale a dialog acts on: its code, order, type and the amount asked (or approved). */
export function SaleHead({ sale }: { sale: AfterSaleRef }) {
  const t = useAfterSalesT();
  return (
    <Descriptions size="small" column={1} className="hh-after-sale-dialog-head">
      <Descriptions.Item label={t('fields.code')}>
        <span data-testid="dialog-after-sale-code">{sale.code}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.orderCode')}>{sale.orderCode}</Descriptions.Item>
      <Descriptions.Item label={t('fields.type')}>{t(`type.${sale.type}`)}</Descriptions.Item>
      <Descriptions.Item label={sale.amountApproved ? t('amounts.approved') : t('amounts.requested')}>
        {formatThousands(sale.amountApproved ?? sale.amountRequested)}
      </Descriptions.Item>
    </Descriptions>
  );
}
