import { useState } from 'react';
import { catalogue, type ProductDetail } from '../api.ts';
import { SafeHtml } from '../render/index.ts';
import { Picture } from '../render/Picture.tsx';
import { Price } from '../render/Price.tsx';
import { t } from '../texts.ts';
import { useLoad } from '../useLoad.ts';
import { Problem, Waiting } from './Problem.tsx';

/** A product as a shopper reads it: pictures, price, options and the description; nothing to buy here. */
export function ProductPage({ companyKey, id }: { companyKey: string; id: number }) {
  const loaded = useLoad(`${companyKey}/product/${id}`, () => catalogue.product(companyKey, id));
  if (loaded.state === 'loading') return <Waiting />;
  if (loaded.state === 'failed') return <Problem companyKey={companyKey} status={loaded.status} />;
  return <ProductView product={loaded.data} />;
}

function ProductView({ product }: { product: ProductDetail }) {
  const pictures = product.gallery.length ? product.gallery : product.image ? [product.image] : [];
  const original = product.skus.reduce((most, sku) => Math.max(most, Number(sku.originalPrice)), 0);
  return (
    <article className="sf-product" data-testid="sf-product">
      <Gallery pictures={pictures} name={product.name} />
      <section className="sf-product-head">
        <div className="sf-product-prices">
          <Price value={product.price} className="sf-price-large" />
          {original > Number(product.price) ? <s>¥{original.toFixed(2)}</s> : null}
          <span className="sf-product-sales">
            {t.sold} {product.sales}
          </span>
        </div>
        <h2>{product.name}</h2>
        {product.summary ? <p>{product.summary}</p> : null}
      </section>
      {product.specType === 'multi' && product.specs.length ? (
        <section className="sf-product-specs">
          {product.specs.map((spec) => (
            <div key={spec.name}>
              <b>{spec.name}</b>
              <span>
                {spec.values.map((value) => (
                  <i key={value}>{value}</i>
                ))}
              </span>
            </div>
          ))}
        </section>
      ) : null}
      <section className="sf-product-stock">
        {product.stock > 0 ? `${t.stock} ${product.stock}${product.unit}` : t.soldOut}
        <small>{t.readOnly}</small>
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
