import type { ProductCard } from '../api.ts';
import { Picture } from '../render/Picture.tsx';
import { Price } from '../render/Price.tsx';
import { h5Paths } from '../render/paths.ts';
import { t } from '../texts.ts';

/** Products as rows with the picture at the left (category and search pages). */
export function ProductRows({ companyKey, products }: { companyKey: string; products: ProductCard[] }) {
  return (
    <div className="sf-products-grid sf-products-list">
      {products.map((product) => (
        <a key={product.id} className="sf-card" href={h5Paths.product(companyKey, product.id)}>
          <span className="sf-card-pic">
            <Picture src={product.image} alt={product.name} sizes="110px" />
          </span>
          <span className="sf-card-body">
            <span className="sf-card-name">{product.name}</span>
            <span className="sf-card-foot">
              <span className="sf-card-prices">
                <Price value={product.price} />
              </span>
              <span className="sf-card-sales">
                {t.sold} {product.sales}
              </span>
            </span>
          </span>
        </a>
      ))}
    </div>
  );
}
