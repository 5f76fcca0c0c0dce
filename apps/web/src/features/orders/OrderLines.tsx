import { formatThousands } from '@hh/shared';
import { LineList } from '../../components/desk/LineList.tsx';
import type { ListLine } from './api.ts';
import { useOrdersT } from './i18n.ts';

const SHOWN = 3;

/** An order's lines as a list shows them: picture, name, variant, price × quantity. */
export function OrderLines({ lines }: { lines: readonly ListLine[] }) {
  const t = useOrdersT();
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <LineList
      lines={lines}
      // A list line has no id; one order holds a SKU once.
      lineKey={(line) => `${line.productName}|${line.skuLabel}|${line.unitPrice}`}
      end={(line) => `${formatThousands(line.unitPrice)} × ${line.quantity}`}
      shown={SHOWN}
      more={t('moreLines', { count })}
      testId="order-lines"
    />
  );
}
