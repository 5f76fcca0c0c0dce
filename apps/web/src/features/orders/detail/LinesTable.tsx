import { formatThousands } from '@hh/shared';
import { Image, Table } from 'antd';
import type { ListLine } from '../api.ts';

/** A line as the detail (with its total) or the pickup preview shows it. */
type ShownLine = ListLine & { lineTotal?: string };

import { useOrdersT } from '../i18n.ts';

/** The order's lines as bought (the snapshot: later product edits never show here). */
export function LinesTable({ lines }: { lines: readonly ShownLine[] }) {
  const t = useOrdersT();
  const totalled = lines.some((line) => line.lineTotal !== undefined);
  return (
    <Table<ShownLine>
      rowKey={(line) => `${line.productName}-${line.skuLabel}`}
      size="small"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={[...lines]}
      data-testid="order-detail-lines"
      columns={[
        {
          key: 'goods',
          title: t('fields.goods'),
          render: (_value, line) => (
            <div className="hh-order-line">
              {line.picture ? (
                <Image src={line.picture} width={48} height={48} className="hh-order-line-image" />
              ) : (
                <span className="hh-order-line-image hh-order-line-blank" />
              )}
              <div className="hh-order-line-text">
                <div className="hh-order-line-name">{line.productName}</div>
                {line.skuLabel && <div className="hh-order-line-sku">{line.skuLabel}</div>}
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
        { key: 'quantity', title: t('fields.quantity'), align: 'right', dataIndex: 'quantity' },
        ...(totalled
          ? [
              {
                key: 'subtotal',
                title: t('fields.subtotal'),
                align: 'right' as const,
                render: (_v: unknown, line: ShownLine) =>
                  line.lineTotal === undefined ? '-' : formatThousands(line.lineTotal),
              },
            ]
          : []),
      ]}
    />
  );
}
