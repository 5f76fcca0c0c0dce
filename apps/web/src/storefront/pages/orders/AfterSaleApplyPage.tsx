import { h5Paths } from '../../render/paths.ts';
import { navigate } from '../../router.ts';
import { useLoad } from '../../useLoad.ts';
import { Problem, Waiting } from '../Problem.tsx';
import { AfterSaleForm } from './AfterSaleForm.tsx';
import { myAfterSales, uploadPicture } from './api.ts';
import { when } from './parts.tsx';
import { fill, words } from './words.ts';
import '../../ui/form.css';
import './orders.css';

/** Asking for a refund on lines of one of my orders (from the line the shopper tapped). */
export function AfterSaleApplyPage({
  companyKey,
  orderId,
  lineId,
}: {
  companyKey: string;
  orderId: number;
  lineId: number | null;
}) {
  const loaded = useLoad(`${companyKey}/refundable/${orderId}`, () =>
    Promise.all([myAfterSales.refundable(companyKey, orderId), myAfterSales.reasons(companyKey)]),
  );
  if (loaded.state === 'loading') return <Waiting />;
  if (loaded.state === 'failed') return <Problem companyKey={companyKey} status={loaded.status} />;
  const [refundable, reasons] = loaded.data;
  if (!refundable.canApply)
    return (
      <div className="sf-problem">
        <p>
          <b>{words.cannotApply}</b>
        </p>
        {refundable.reasonNot ? <p>{refundable.reasonNot}</p> : null}
        <a className="sf-button" href={h5Paths.order(companyKey, orderId)}>
          {words.viewOrder}
        </a>
      </div>
    );
  return (
    <div className="sf-orders">
      {refundable.windowEndsAt ? (
        <p className="sf-ohint">{fill(words.windowEnds, { date: when(refundable.windowEndsAt) })}</p>
      ) : null}
      <AfterSaleForm
        refundable={refundable}
        reasons={reasons}
        lineId={lineId}
        quote={(lines) => myAfterSales.quote(companyKey, { orderId, lines })}
        upload={(file, onProgress) => uploadPicture(companyKey, file, onProgress)}
        submit={async (input) => {
          const created = await myAfterSales.apply(companyKey, { ...input, orderId });
          navigate(h5Paths.afterSale(companyKey, created.id), { replace: true });
        }}
      />
    </div>
  );
}
