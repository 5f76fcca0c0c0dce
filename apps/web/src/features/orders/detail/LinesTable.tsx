import { formatThousands } from '@hh/shared';
import { LinesTable as DeskLinesTable } from '../../../components/desk/LinesTable.tsx';
import type { ListLine } from '../api.ts';
import { useOrdersT } from '../i18n.ts';

/** A line as the detail (with its total) or the pickup preview shows it. */
type ShownLine = ListLine & { lineTotal?: string };

/** The order's lines as bought, with their totals where the answer has them. */
export function LinesTable({ lines }: { lines: readonly ShownLine[] }) {
  const t = useOrdersT();
  const totalled = lines.some((line) => line.lineTotal !== undefined);
  return (
    <DeskLinesTable<ShownLine>
      lines={lines}
      rowKey={(line) => `${line.productName}-${line.skuLabel}`}
      goodsTitle={t('fields.goods')}
      priceTitle={t('fields.price')}
      testId="order-detail-lines"
      columns={[
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
