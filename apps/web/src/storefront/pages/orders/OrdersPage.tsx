import { useState } from 'react';
import { h5Paths } from '../../render/paths.ts';
import { FormError } from '../../ui/FormError.tsx';
import { useLoad } from '../../useLoad.ts';
import { Problem, Waiting } from '../Problem.tsx';
import { AfterSaleCard } from './AfterSaleCard.tsx';
import { myAfterSales, myOrders, type OrderRow } from './api.ts';
import { OrderCard } from './OrderCard.tsx';
import { usePaged } from './paged.ts';
import { useAction } from './parts.tsx';
import { OPEN_AFTER_SALE_STATUSES, ORDER_TABS, type OrderTab, TAB_LABELS, tabCount, tabOf } from './tabs.ts';
import { words } from './words.ts';
import '../../ui/form.css';
import '../../ui/tabs.css';
import './orders.css';
import { EmptyPage } from '../EmptyPage.tsx';

/** My orders: the tabs with their counts, and the tab's orders (or after-sales), newest first. */
export function OrdersPage({ companyKey, tab: asked }: { companyKey: string; tab: string }) {
  const tab = tabOf(asked);
  // Each action moves an order between tabs: the counts and the list are read again after it.
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((v) => v + 1);
  const counts = useLoad(`${companyKey}/order-counts/${version}`, () => myOrders.counts(companyKey));
  const open = useLoad(`${companyKey}/open-after-sales/${version}`, () =>
    myAfterSales.list(companyKey, OPEN_AFTER_SALE_STATUSES, 0, 1),
  );
  return (
    <div className="sf-orders">
      <nav className="sf-tabs sf-otabs" aria-label={words.myOrders}>
        {ORDER_TABS.map(({ key }) => {
          const n = tabCount(
            key,
            counts.state === 'done' ? counts.data : null,
            open.state === 'done' ? open.data.totalElements : null,
          );
          return (
            <a
              key={key}
              href={h5Paths.orders(companyKey, key)}
              aria-current={key === tab ? 'page' : undefined}
              className={key === tab ? 'sf-on' : undefined}
            >
              {TAB_LABELS[key]}
              {n > 0 ? <span className="sf-badge">{n > 99 ? '99+' : n}</span> : null}
            </a>
          );
        })}
      </nav>
      {tab === 'afterSales' ? (
        <AfterSaleList key={version} companyKey={companyKey} />
      ) : (
        <OrderList companyKey={companyKey} tab={tab} version={version} onChanged={reload} />
      )}
    </div>
  );
}

function OrderList({
  companyKey,
  tab,
  version,
  onChanged,
}: {
  companyKey: string;
  tab: Exclude<OrderTab, 'afterSales'>;
  version: number;
  onChanged(): void;
}) {
  const statuses = ORDER_TABS.find((t) => t.key === tab)?.statuses ?? [];
  const { paged, loadMore } = usePaged<OrderRow>(`${companyKey}/orders/${tab}/${version}`, (page) =>
    myOrders.list(companyKey, statuses, page),
  );
  const { busy, error, run } = useAction();
  if (paged.state === 'loading') return <Waiting />;
  if (paged.state === 'failed') return <Problem companyKey={companyKey} status={paged.status} />;
  if (paged.rows.length === 0)
    return <EmptyPage text={words.noOrders} href={h5Paths.home(companyKey)} link={words.goShopping} />;
  return (
    <div className="sf-olist">
      <FormError message={error} />
      {paged.rows.map((order) => (
        <OrderCard
          key={order.id}
          companyKey={companyKey}
          order={order}
          busy={busy}
          payHref={h5Paths.pay(companyKey, order.id)}
          onCancel={() =>
            run('cancel', () => myOrders.cancel(companyKey, order.id), onChanged, words.cancelConfirm)
          }
          onReceive={() =>
            run('receive', () => myOrders.receive(companyKey, order.id), onChanged, words.receiveConfirm)
          }
        />
      ))}
      <More more={paged.more} loading={paged.loadingMore} onMore={loadMore} />
    </div>
  );
}

function AfterSaleList({ companyKey }: { companyKey: string }) {
  const { paged, loadMore } = usePaged(`${companyKey}/after-sales`, (page) =>
    myAfterSales.list(companyKey, [], page),
  );
  if (paged.state === 'loading') return <Waiting />;
  if (paged.state === 'failed') return <Problem companyKey={companyKey} status={paged.status} />;
  if (paged.rows.length === 0)
    return <EmptyPage text={words.noAfterSales} href={h5Paths.home(companyKey)} link={words.goShopping} />;
  return (
    <div className="sf-olist">
      {paged.rows.map((row) => (
        <AfterSaleCard key={row.id} companyKey={companyKey} row={row} />
      ))}
      <More more={paged.more} loading={paged.loadingMore} onMore={loadMore} />
    </div>
  );
}

function More({ more, loading, onMore }: { more: boolean; loading: boolean; onMore(): void }) {
  if (!more) return null;
  return (
    <button type="button" className="sf-omore" disabled={loading} onClick={onMore}>
      {words.more}
    </button>
  );
}
