import { formatDate } from '@hh/shared';
import { Descriptions } from 'antd';
import type { AfterSaleDetail } from '../api.ts';
import { useAfterSalesT } from '../i18n.ts';

/** A return's way back: where the goods go, the shopper's parcel, and whether staff put them back in stock. */
export function ReturnCard({ sale }: { sale: AfterSaleDetail }) {
  const t = useAfterSalesT();
  const address = sale.returnAddress;
  return (
    <Descriptions size="small" column={1} data-testid="after-sale-return">
      <Descriptions.Item label={t('detail.returnAddress')}>
        {address ? (
          <span data-testid="detail-return-address">
            {address.name} · {address.phone} · {address.address}
          </span>
        ) : (
          '-'
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.returnTracking')}>
        {sale.returnTrackingNo ? (
          <span data-testid="detail-return-tracking">
            {sale.returnExpressName} · {sale.returnTrackingNo}
            {sale.returnedAt ? ` · ${formatDate(sale.returnedAt)}` : ''}
          </span>
        ) : (
          <span className="hh-after-sale-muted">{t('detail.notShipped')}</span>
        )}
      </Descriptions.Item>
      {sale.restocked !== null && (
        <Descriptions.Item label={t('detail.restocked')}>
          <span data-testid="detail-restocked">
            {t(sale.restocked ? 'detail.restockYes' : 'detail.restockNo')}
          </span>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
