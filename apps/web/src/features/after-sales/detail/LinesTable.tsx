import { formatThousands } from '@hh/shared';
import { Image, Table } from 'antd';
import type { AfterSaleLine } from '../api.ts';
import { useAfterSalesT } from '../i18n.ts';

/** The order's lines this after-sale names: bought, asked for, and the share of what was paid they get back. */
export function LinesTable({ lines }: { lines: readonly AfterSaleLine[] }) {
  const t = useAfterSalesT();
  return (
    <Table<AfterSaleLine>
      rowKey="orderLineId"
      size="small"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={[...lines]}
      data-testid="after-sale-detail-lines"
      columns={[
        {
          key: 'goods',
          title: t('fields.goods'),
          render: (_value, line) => (
            <div className="hh-after-sale-line">
              {line.picture ? (
                <Image src={line.picture} width={48} height={48} className="hh-after-sale-line-image" />
              ) : (
                <span className="hh-after-sale-line-image hh-after-sale-line-blank" />
              )}
              <div className="hh-after-sale-line-text">
                <div className="hh-after-sale-line-name">{line.productName}</div>
                {line.skuLabel && <div className="hh-after-sale-muted">{line.skuLabel}</div>}
              </div>
            </div>
          ),
        },
        {
          key: 'price',
          title: t('fields.price'),
          align: 'right',
          render: (_v, line) => formatThousands(line.unitPrice),
        },
        { key: 'ordered', title: t('fields.ordered'), align: 'right', dataIndex: 'orderedQuantity' },
        {
          key: 'asked',
          title: t('fields.asked'),
          align: 'right',
          render: (_v, line) => <strong data-testid="line-asked">{line.quantity}</strong>,
        },
        {
          key: 'amount',
          title: t('fields.lineAmount'),
          align: 'right',
          render: (_v, line) => <span data-testid="line-amount">{formatThousands(line.amount)}</span>,
        },
      ]}
    />
  );
}
