import { formatDate } from '@hh/shared';
import { Descriptions, Image, Typography } from 'antd';
import type { AfterSaleDetail } from '../api.ts';
import { useAfterSalesT } from '../i18n.ts';

/** The shopper's request: who, type, reason, explanation and pictures. Shopper text is shown as text, never HTML. */
export function ApplicationCard({ sale }: { sale: AfterSaleDetail }) {
  const t = useAfterSalesT();
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 1, md: 2 }} data-testid="after-sale-application">
      <Descriptions.Item label={t('fields.member')}>
        {sale.member ? `${sale.member.nickname}${sale.member.phone ? ` · ${sale.member.phone}` : ''}` : '-'}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.type')}>
        <span data-testid="detail-type">{t(`type.${sale.type}`)}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.reason')}>
        <span data-testid="detail-reason">{sale.reasonLabel}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.createdAt')}>{formatDate(sale.createdAt)}</Descriptions.Item>
      <Descriptions.Item label={t('detail.explanation')} span={{ xs: 1, sm: 1, md: 2 }}>
        <Typography.Text className="hh-after-sale-note" data-testid="detail-explanation">
          {sale.explanation || t('detail.noExplanation')}
        </Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.pictures')} span={{ xs: 1, sm: 1, md: 2 }}>
        {sale.pictures.length === 0 ? (
          <span className="hh-after-sale-muted">{t('detail.noPictures')}</span>
        ) : (
          <Image.PreviewGroup>
            <div className="hh-after-sale-pictures" data-testid="detail-pictures">
              {sale.pictures.map((url) => (
                <Image key={url} src={url} width={72} height={72} className="hh-after-sale-picture" />
              ))}
            </div>
          </Image.PreviewGroup>
        )}
      </Descriptions.Item>
      {sale.rejectReason && (
        <Descriptions.Item label={t('detail.rejectReason')} span={{ xs: 1, sm: 1, md: 2 }}>
          <Typography.Text type="danger" className="hh-after-sale-note" data-testid="detail-reject-reason">
            {sale.rejectReason}
          </Typography.Text>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
