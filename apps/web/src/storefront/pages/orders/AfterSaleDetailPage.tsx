import { toCents } from '@hh/shared/decimal';
import { useState } from 'react';
import { h5Paths } from '../../render/paths.ts';
import { FormError } from '../../ui/FormError.tsx';
import { useLoad } from '../../useLoad.ts';
import { Problem, Waiting } from '../Problem.tsx';
import { type AfterSaleDetail, myAfterSales } from './api.ts';
import { OrderLine, Row, useAction, when, yuan } from './parts.tsx';
import { ReturnParcelForm } from './ReturnParcelForm.tsx';
import { AFTER_SALE_STATUS } from './status.ts';
import { fill, words } from './words.ts';
import '../../ui/form.css';
import './orders.css';

/** One of my after-sales: its state, amounts, the return address and parcel, its history; withdraw. */
export function AfterSaleDetailPage({ companyKey, id }: { companyKey: string; id: number }) {
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((v) => v + 1);
  const loaded = useLoad(`${companyKey}/after-sale/${id}/${version}`, () =>
    myAfterSales.detail(companyKey, id),
  );
  const { busy, error, run } = useAction();
  if (loaded.state === 'loading') return <Waiting />;
  if (loaded.state === 'failed') return <Problem companyKey={companyKey} status={loaded.status} />;
  const detail = loaded.data;
  const canWithdraw = detail.status === 'submitted' || detail.status === 'awaitingReturn';
  return (
    <div className="sf-odetail" data-testid="sf-after-sale-detail">
      <section className={`sf-ostate sf-as-${detail.status}`}>
        <p className="sf-ostate-title" data-testid="sf-after-sale-status">
          {AFTER_SALE_STATUS[detail.status]}
        </p>
        {detail.status === 'awaitingReturn' && detail.deadline ? (
          <p className="sf-ostate-hint">{fill(words.returnBy, { date: when(detail.deadline) })}</p>
        ) : null}
        {detail.rejectReason ? (
          <p className="sf-ostate-hint">
            {words.rejectReason}: {detail.rejectReason}
          </p>
        ) : null}
      </section>
      <Amounts detail={detail} />
      {detail.returnAddress && detail.type === 'returnRefund' ? (
        <section className="sf-ocard" aria-labelledby="sf-return-address" data-testid="sf-return-address">
          <h2 id="sf-return-address">{words.returnAddress}</h2>
          <p>
            <b>{detail.returnAddress.name}</b> {detail.returnAddress.phone}
          </p>
          <p className="sf-muted">{detail.returnAddress.address}</p>
        </section>
      ) : null}
      {detail.status === 'awaitingReturn' ? (
        <ReturnParcelForm companyKey={companyKey} afterSaleId={detail.id} onSent={reload} />
      ) : null}
      {detail.returnTrackingNo ? (
        <section className="sf-ocard" aria-label={words.returnParcel}>
          <Row label={words.returnParcel}>
            {detail.returnExpressName} {detail.returnTrackingNo}
          </Row>
        </section>
      ) : null}
      <section className="sf-ocard" aria-label={words.lines}>
        {detail.lines.map((line) => (
          <OrderLine key={line.orderLineId} line={line} />
        ))}
        <Row label={words.type}>{detail.type === 'refund' ? words.typeRefund : words.typeReturnRefund}</Row>
        <Row label={words.reason}>{detail.reasonLabel}</Row>
        {detail.explanation ? <p className="sf-explanation">{detail.explanation}</p> : null}
        {detail.pictures.length ? (
          <ul className="sf-pictures">
            {detail.pictures.map((src) => (
              <li key={src}>
                <img src={src} alt={words.pictures} />
              </li>
            ))}
          </ul>
        ) : null}
        <Row label={words.afterSaleNo}>{detail.code}</Row>
        <Row label={words.order}>
          <a href={h5Paths.order(companyKey, detail.orderId)}>{detail.orderCode}</a>
        </Row>
      </section>
      <section className="sf-ocard" aria-labelledby="sf-as-progress">
        <h2 id="sf-as-progress">{words.progress}</h2>
        <ol className="sf-timeline">
          {detail.events.toReversed().map((event) => (
            <li key={event.id}>
              <b>{event.message}</b>
              <time dateTime={event.createdAt}>{when(event.createdAt)}</time>
            </li>
          ))}
        </ol>
      </section>
      <FormError message={error} />
      {canWithdraw ? (
        <div className="sf-obar">
          <div className="sf-oactions">
            <button
              type="button"
              className="sf-secondary"
              disabled={busy !== null}
              onClick={() =>
                run('withdraw', () => myAfterSales.withdraw(companyKey, id), reload, words.withdrawConfirm)
              }
            >
              {words.withdraw}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

function Amounts({ detail }: { detail: AfterSaleDetail }) {
  return (
    <section className="sf-ocard" aria-label={words.refundAmount}>
      <Row label={words.requested}>{yuan(detail.amountRequested)}</Row>
      {detail.amountApproved ? <Row label={words.approvedAmount}>{yuan(detail.amountApproved)}</Row> : null}
      {toCents(detail.amountRefunded) > 0n ? (
        <Row label={words.refundedAmount} strong>
          <span data-testid="sf-after-sale-refunded">{yuan(detail.amountRefunded)}</span>
        </Row>
      ) : null}
      {detail.refundTo ? (
        <Row label={words.refundTo}>
          {detail.refundTo === 'wallet' ? words.refundToWallet : words.refundToOriginal}
        </Row>
      ) : null}
    </section>
  );
}
