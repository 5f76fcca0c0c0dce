import { useRender } from '../render/context.ts';
import { h5Paths } from '../render/paths.ts';
import { t } from '../texts.ts';

/** A tab of the bottom navigation whose page needs a signed-in shopper (cart, orders, account…). */
export function TabPage({ companyKey }: { companyKey: string }) {
  const { data } = useRender();
  return (
    <div className="sf-problem">
      <p>
        <b>{t.tabTitle}</b>
      </p>
      <p>{t.tabBody}</p>
      {data?.shop.stores.length ? (
        <p>
          {t.stores}: {data.shop.stores.map((s) => s.name).join('、')}
        </p>
      ) : null}
      <a className="sf-button" href={h5Paths.home(companyKey)}>
        {t.goHome}
      </a>
    </div>
  );
}
