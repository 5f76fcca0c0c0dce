import { Image } from 'antd';
import type { AfterSaleLine } from './api.ts';

/** The lines an after-sale asks for, as the list shows them: picture, name, variant, quantity asked. */
export function SaleLines({ lines }: { lines: readonly AfterSaleLine[] }) {
  return (
    <div className="hh-after-sale-lines" data-testid="after-sale-lines">
      {lines.map((line) => (
        <div key={line.orderLineId} className="hh-after-sale-line">
          {line.picture ? (
            <Image
              src={line.picture}
              width={40}
              height={40}
              preview={false}
              className="hh-after-sale-line-image"
            />
          ) : (
            <span className="hh-after-sale-line-image hh-after-sale-line-blank" />
          )}
          <div className="hh-after-sale-line-text">
            <div className="hh-after-sale-line-name">{line.productName}</div>
            {line.skuLabel && <div className="hh-after-sale-muted">{line.skuLabel}</div>}
          </div>
          <div className="hh-after-sale-line-qty">× {line.quantity}</div>
        </div>
      ))}
    </div>
  );
}
