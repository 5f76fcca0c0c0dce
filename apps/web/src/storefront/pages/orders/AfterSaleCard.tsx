import { h5Paths } from '../../render/paths.ts';
import type { AfterSaleRow } from './api.ts';
import { OrderLine, yuan } from './parts.tsx';
import { AFTER_SALE_STATUS } from './status.ts';
import { words } from './words.ts';

/** An after-sale in my after-sales: its kind, state, lines and amount. */
export function AfterSaleCard({ companyKey, row }: { companyKey: string; row: AfterSaleRow }) {
  const href = h5Paths.afterSale(companyKey, row.id);
  return (
    <article className="sf-ocard" aria-labelledby={`after-sale-${row.id}`} data-testid="sf-after-sale-card">
      <header className="sf-ocard-head">
        <a id={`after-sale-${row.id}`} href={href}>
          {row.type === 'refund' ? words.typeRefund : words.typeReturnRefund} · {row.code}
        </a>
        <b className={`sf-status sf-as-${row.status}`}>{AFTER_SALE_STATUS[row.status]}</b>
      </header>
      <a className="sf-ocard-lines" href={href} aria-label={`${words.view} ${row.code}`}>
        {row.lines.map((line) => (
          <OrderLine key={line.orderLineId} line={line} />
        ))}
      </a>
      <p className="sf-ocard-total">
        <span />
        <span>
          {row.status === 'refunded' ? words.refundedAmount : words.requested}{' '}
          <b>{yuan(row.status === 'refunded' ? row.amountRefunded : row.amountRequested)}</b>
        </span>
      </p>
    </article>
  );
}
