import { formatThousands } from '@hh/shared';
import { Image } from 'antd';
import type { ListLine } from './api.ts';
import { useOrdersT } from './i18n.ts';

const SHOWN = 3;

/** An order's lines as a list shows them: picture, name, variant, price × quantity. */
export function OrderLines({ lines }: { lines: readonly ListLine[] }) {
  const t = useOrdersT();
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <div className="hh-order-lines" data-testid="order-lines">
      {lines.slice(0, SHOWN).map((line) => (
        // A list line has no id; one order holds a SKU once.
        <div key={`${line.productName}|${line.skuLabel}|${line.unitPrice}`} className="hh-order-line">
          {line.picture ? (
            <Image
              src={line.picture}
              width={40}
              height={40}
              preview={false}
              className="hh-order-line-image"
            />
          ) : (
            <span className="hh-order-line-image hh-order-line-blank" />
          )}
          <div className="hh-order-line-text">
            <div className="hh-order-line-name">{line.productName}</div>
            {line.skuLabel && <div className="hh-order-line-sku">{line.skuLabel}</div>}
          </div>
          <div className="hh-order-line-price">
            {formatThousands(line.unitPrice)} × {line.quantity}
          </div>
        </div>
      ))}
      {lines.length > SHOWN && <div className="hh-order-line-more">{t('moreLines', { count })}</div>}
    </div>
  );
}
