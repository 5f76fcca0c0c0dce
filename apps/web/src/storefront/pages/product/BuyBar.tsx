import type { ProductDetail } from '../../api.ts';
import { useCartCount } from '../../cart.ts';
import { Icon } from '../../render/icons.tsx';
import { h5Paths } from '../../render/paths.ts';
import type { SheetIntent } from './BuySheet.tsx';
import { type Chosen, missingOptions } from './choice.ts';
import { words } from './words.ts';

/** The row that opens the chooser: what is chosen, or which options are still to choose. */
export function SpecRow({
  product,
  chosen,
  quantity,
  onOpen,
}: {
  product: ProductDetail;
  chosen: Chosen;
  quantity: number;
  onOpen(): void;
}) {
  const missing = missingOptions(product, chosen);
  const text =
    product.specType === 'multi' && missing.length
      ? `${words.choose} ${missing.join(' ')}`
      : `${words.chosen} ${[...chosen, `×${quantity}`].join(' ')}`;
  return (
    <button type="button" className="sf-spec-row" onClick={onOpen} data-testid="sf-spec-row">
      <span>{text}</span>
      <Icon name="right" size={16} />
    </button>
  );
}

/** The product page's foot: the cart with its count, add to cart, buy now (or one button: a seckill's). */
export function BuyBar({
  companyKey,
  soldOut,
  onOpen,
  grab,
}: {
  companyKey: string;
  soldOut: boolean;
  onOpen(intent: SheetIntent): void;
  /** The only button, in place of add to cart and buy now (a running seckill: grab it now; its word when sold out). */
  grab?: { label: string; soldOut: string; onClick(): void };
}) {
  const count = useCartCount(companyKey, window.location.pathname);
  return (
    <div className="sf-buybar" data-testid="sf-buybar">
      <a className="sf-buybar-cart" href={h5Paths.cart(companyKey)}>
        <Icon name="cart" size={22} />
        {count > 0 ? (
          <span className="sf-icon-badge" data-testid="sf-cart-badge">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
        <span>{words.cart}</span>
      </a>
      {soldOut ? (
        <button type="button" className="sf-primary" disabled>
          {grab?.soldOut ?? words.soldOut}
        </button>
      ) : grab ? (
        <button type="button" className="sf-primary" onClick={grab.onClick} data-testid="sf-seckill-buy">
          {grab.label}
        </button>
      ) : (
        <>
          <button
            type="button"
            className="sf-primary sf-cart-button"
            onClick={() => onOpen('cart')}
            data-testid="sf-add-cart"
          >
            {words.addToCart}
          </button>
          <button type="button" className="sf-primary" onClick={() => onOpen('buy')} data-testid="sf-buy-now">
            {words.buyNow}
          </button>
        </>
      )}
    </div>
  );
}
