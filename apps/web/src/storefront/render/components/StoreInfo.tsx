import { useRender } from '../context.ts';
import { Icon } from '../icons.tsx';
import { Anchor } from '../Link.tsx';
import { Picture } from '../Picture.tsx';
import type { KindProps } from '../types.ts';

/** The shop's name and logo on a banner, and its stores with address, hours and a call button. */
export function StoreInfo({ component, aboveFold }: KindProps<'storeInfo'>) {
  const { data, texts, mode } = useRender();
  const shop = data?.shop;
  return (
    <section className="sf-storeinfo">
      <div className="sf-storeinfo-head">
        {component.background ? (
          <Picture src={component.background} eager={aboveFold} className="sf-storeinfo-bg" />
        ) : null}
        <div className="sf-storeinfo-who">
          {component.showLogo ? (
            <span className="sf-storeinfo-logo">
              <Picture src={shop?.logo ?? null} alt={shop?.name} eager={aboveFold} sizes="56px" />
            </span>
          ) : null}
          <strong>{shop?.name ?? texts.loading}</strong>
        </div>
      </div>
      {component.showStores && shop?.stores.length ? (
        <ul className="sf-storeinfo-stores" aria-label={texts.stores}>
          {shop.stores.map((store) => (
            <li key={store.id}>
              <div>
                <b>{store.name}</b>
                <span>
                  <Icon name="location" size={13} />
                  {[store.regionName, store.address].filter(Boolean).join(' ')}
                </span>
                {store.businessHours ? (
                  <span>
                    <Icon name="clock" size={13} />
                    {texts.hours} {store.businessHours}
                  </span>
                ) : null}
              </div>
              {store.phone ? (
                <Anchor
                  className="sf-storeinfo-call"
                  href={mode === 'live' ? `tel:${store.phone}` : null}
                  label={store.phone}
                >
                  <Icon name="phone" size={16} />
                </Anchor>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
