import { toCents } from '@hh/shared/decimal';
import { type ReactNode, useState } from 'react';
import type { ProductDetail } from '../../api.ts';
import { SafeHtml } from '../../render/index.ts';
import { Picture } from '../../render/Picture.tsx';
import { Price, WasPrice } from '../../render/Price.tsx';
import { t } from '../../texts.ts';

/** The product as a shopper reads it; `banner` (a running seckill's) above its price and name. */
export function ProductView({
  product,
  banner,
  children,
}: {
  product: ProductDetail;
  banner?: ReactNode;
  children: ReactNode;
}) {
  const pictures = product.gallery.length ? product.gallery : product.image ? [product.image] : [];
  const prices = product.skus.map((sku) => sku.price);
  const highest = prices.reduce(
    (most, price) => (toCents(price) > toCents(most) ? price : most),
    product.price,
  );
  const original = product.skus.reduce(
    (most, sku) => (toCents(sku.originalPrice) > toCents(most) ? sku.originalPrice : most),
    '0',
  );
  return (
    <article className="sf-product" data-testid="sf-product">
      <Gallery pictures={pictures} name={product.name} />
      {banner}
      <section className="sf-product-head">
        <div className="sf-product-prices">
          <Price value={product.price} upTo={highest} className="sf-price-large" />
          <WasPrice value={original} now={highest} />
          <span className="sf-product-sales">
            {t.sold} {product.sales}
          </span>
        </div>
        <h2>{product.name}</h2>
        {product.summary ? <p>{product.summary}</p> : null}
      </section>
      {children}
      <section className="sf-product-stock">
        {product.stock > 0 ? `${t.stock} ${product.stock}${product.unit}` : t.soldOut}
      </section>
      {product.description.trim() ? (
        <section className="sf-product-details">
          <h3>{t.details}</h3>
          <SafeHtml html={product.description} className="sf-html" />
        </section>
      ) : null}
    </article>
  );
}

function Gallery({ pictures, name }: { pictures: string[]; name: string }) {
  const [current, setCurrent] = useState(0);
  return (
    <div className="sf-gallery">
      <div
        className="sf-gallery-track"
        onScroll={(event) => {
          const box = event.currentTarget;
          if (box.clientWidth) setCurrent(Math.round(box.scrollLeft / box.clientWidth));
        }}
      >
        {(pictures.length ? pictures : [null]).map((src, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the items have no id: a place in the list is what names one
          <span key={`${i}-${src}`} className="sf-gallery-slide">
            <Picture src={src} alt={name} eager={i === 0} priority={i === 0} />
          </span>
        ))}
      </div>
      {pictures.length > 1 ? (
        <span className="sf-gallery-count">
          {current + 1}/{pictures.length}
        </span>
      ) : null}
    </div>
  );
}
