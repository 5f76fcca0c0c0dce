import type { DecoRenderData } from '@hh/shared';
import { useRender } from '../context.ts';
import { Icon } from '../icons.tsx';
import { Anchor } from '../Link.tsx';
import { Picture } from '../Picture.tsx';
import { Price, WasPrice } from '../Price.tsx';
import type { KindProps, Of } from '../types.ts';

type Product = DecoRenderData['products'][number];

const SIZES = { one: '100vw', two: '50vw', three: '33vw', list: '120px' } as const;

function shownProducts(component: Of<'productList'>, data: DecoRenderData): Product[] {
  const byId = new Map(data.products.map((p) => [p.id, p]));
  return (data.productLists[component.id] ?? []).flatMap((id) => byId.get(id) ?? []);
}

/** How many grey cards stand in while the canvas asks for the products. */
const waitingCount = (component: Of<'productList'>) =>
  Math.min(component.source.mode === 'picked' ? component.source.ids.length : component.source.count, 6);

/** Product cards one, two or three a row, or rows with the picture at the left. */
export function ProductList({ component, aboveFold }: KindProps<'productList'>) {
  const { data, texts } = useRender();
  const products = data ? shownProducts(component, data) : null;
  return (
    <section className="sf-products">
      {component.title ? <h3 className="sf-products-title">{component.title}</h3> : null}
      {products && products.length === 0 ? (
        <p className="sf-empty">{texts.noProducts}</p>
      ) : (
        <div className={`sf-products-grid sf-products-${component.layout}`}>
          {products
            ? products.map((product, i) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  component={component}
                  eager={aboveFold && i < 4}
                />
              ))
            : Array.from({ length: waitingCount(component) }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: grey stand-ins, all alike
                <div key={i} className="sf-card sf-card-waiting" aria-hidden="true">
                  <span className="sf-card-pic" />
                  <span className="sf-card-body" />
                </div>
              ))}
        </div>
      )}
    </section>
  );
}

interface CardProps {
  product: Product;
  component: Of<'productList'>;
  eager: boolean;
}

function ProductCard({ product, component, eager }: CardProps) {
  const { href, texts } = useRender();
  return (
    <Anchor href={href({ kind: 'product', id: product.id })} className="sf-card" label={product.name}>
      <span className="sf-card-pic">
        <Picture src={product.image} alt={product.name} eager={eager} sizes={SIZES[component.layout]} />
      </span>
      <span className="sf-card-body">
        <span className="sf-card-name">{product.name}</span>
        <span className="sf-card-foot">
          {component.showPrice ? (
            <span className="sf-card-prices">
              <Price value={product.price} />
              {component.layout !== 'three' ? (
                <WasPrice value={product.originalPrice} now={product.price} />
              ) : null}
            </span>
          ) : null}
          {component.showSales ? (
            <span className="sf-card-sales">
              {texts.sold} {product.sales}
            </span>
          ) : null}
          {component.showBuyButton ? (
            <span className="sf-card-buy" title={texts.buy}>
              <Icon name="cart" size={14} />
            </span>
          ) : null}
        </span>
      </span>
    </Anchor>
  );
}
