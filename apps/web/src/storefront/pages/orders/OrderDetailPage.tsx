import { useState } from 'react';
import { catalogue } from '../../api.ts';
import { h5Paths } from '../../render/paths.ts';
import { FormError } from '../../ui/FormError.tsx';
import { useLoad } from '../../useLoad.ts';
import { Problem, Waiting } from '../Problem.tsx';
import { myAfterSales, myOrders, type OrderDetail } from './api.ts';
import { OrderDetailView } from './OrderDetailView.tsx';
import { useAction } from './parts.tsx';
import '../../ui/form.css';
import './orders.css';

const PAID = ['toShip', 'toVerify', 'shipped', 'received', 'completed'];

/** One of my orders, read again after each action (never trusting what the action answered alone). */
export function OrderDetailPage({ companyKey, id }: { companyKey: string; id: number }) {
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((v) => v + 1);
  const loaded = useLoad(`${companyKey}/order/${id}/${version}`, () => loadOrder(companyKey, id));
  const { busy, error, run } = useAction();
  if (loaded.state === 'loading') return <Waiting />;
  if (loaded.state === 'failed') return <Problem companyKey={companyKey} status={loaded.status} />;
  const { order, pickup, store, refundable, afterSales } = loaded.data;
  return (
    <>
      <FormError message={error} />
      <OrderDetailView
        companyKey={companyKey}
        order={order}
        pickup={pickup}
        store={store}
        refundable={refundable}
        afterSales={afterSales}
        busy={busy}
        payHref={h5Paths.pay(companyKey, id)}
        onCancel={() => run('cancel', () => myOrders.cancel(companyKey, id), reload)}
        onReceive={() => run('receive', () => myOrders.receive(companyKey, id), reload)}
      />
    </>
  );
}

/** The order, and what its page shows beside it: the pickup code and store, what may be refunded. */
async function loadOrder(companyKey: string, id: number) {
  const order: OrderDetail = await myOrders.detail(companyKey, id);
  const paid = PAID.includes(order.status);
  const [pickup, shop, refundable, afterSales] = await Promise.all([
    order.status === 'toVerify' ? myOrders.pickupCode(companyKey, id) : null,
    order.deliveryType === 'pickup' ? catalogue.shop(companyKey).catch(() => null) : null,
    paid ? myAfterSales.refundable(companyKey, id).catch(() => null) : null,
    paid || order.status === 'closed' ? myAfterSales.ofOrder(companyKey, id) : null,
  ]);
  return {
    order,
    pickup,
    store: shop?.stores.find((s) => s.id === order.storeId) ?? null,
    refundable,
    afterSales: afterSales?.content ?? [],
  };
}
