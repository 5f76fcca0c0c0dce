import { useEffect, useId, useRef } from 'react';
import type { ProductDetail } from '../../api.ts';
import { Picture } from '../../render/Picture.tsx';
import { Price } from '../../render/Price.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { Stepper } from '../../ui/Stepper.tsx';
import { type Chosen, canChoose, choose, chosenSku, missingOptions, quantityMax } from './choice.ts';
import { words } from './words.ts';

export type BuyAction = 'cart' | 'buy';
/** Why the sheet opened: to add to the cart, to buy now, or to choose first (both buttons). */
export type SheetIntent = BuyAction | 'choose';

interface BuySheetProps {
  product: ProductDetail;
  chosen: Chosen;
  onChoose(chosen: Chosen): void;
  quantity: number;
  onQuantity(quantity: number): void;
  intent: SheetIntent;
  busy: boolean;
  /** The server's refusal (not enough stock, cart full…). */
  error: string | null;
  onConfirm(action: BuyAction): void;
  onClose(): void;
  /** The most one order may take of the chosen SKU besides its stock (a seckill's per-order limit). */
  limit?: number | undefined;
  /** The buy button's word, when not "buy now" (a seckill's "grab it now"). */
  buyLabel?: string;
}

/**
 * The spec chooser as a sheet over the page: each value's availability, the chosen SKU's picture,
 * price and stock, the quantity within stock and the cart's cap, and the button that acts.
 */
export function BuySheet(props: BuySheetProps) {
  const { product, chosen, onChoose, quantity, onQuantity, intent, busy, error, onConfirm, onClose } = props;
  const { limit, buyLabel = words.buyNow } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const box = dialog.current;
    if (box && !box.open) box.showModal();
  }, []);
  const sku = chosenSku(product, chosen);
  const missing = missingOptions(product, chosen);
  const max = Math.min(quantityMax(sku), limit ?? Number.POSITIVE_INFINITY);
  const tooMany = sku !== null && quantity > max;
  const picture = sku?.image ?? product.image ?? product.gallery[0] ?? null;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a tap on the backdrop closes; keys close it by Escape (the dialog's cancel) and the close button
    <dialog
      ref={dialog}
      className="sf-sheet"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      data-testid="sf-buy-sheet"
    >
      <div className="sf-sheet-body">
        <header className="sf-sheet-head">
          <span className="sf-sheet-picture">
            <Picture src={picture} alt={product.name} />
          </span>
          <div>
            {sku ? <Price value={sku.price} className="sf-price-large" /> : <Price value={product.price} />}
            <p data-testid="sf-buy-stock">
              {sku ? (sku.stock > 0 ? `${words.stock} ${sku.stock}${product.unit}` : words.soldOut) : null}
            </p>
            <h2 id={titleId}>
              {missing.length
                ? `${words.choose} ${missing.join(' ')}`
                : `${words.chosen} ${chosen.join(' ')}`}
            </h2>
          </div>
          <button type="button" className="sf-sheet-close" onClick={onClose} aria-label={words.close}>
            ×
          </button>
        </header>
        {product.specType === 'multi'
          ? product.specs.map((spec, option) => (
              <fieldset key={spec.name} className="sf-options">
                <legend>{spec.name}</legend>
                {spec.values.map((value) => {
                  const on = chosen[option] === value;
                  const open = canChoose(product, chosen, option, value);
                  return (
                    <button
                      key={value}
                      type="button"
                      className={`sf-option${on ? ' sf-on' : ''}`}
                      aria-pressed={on}
                      disabled={!open && !on}
                      onClick={() => onChoose(choose(chosen, option, value))}
                    >
                      {value}
                    </button>
                  );
                })}
              </fieldset>
            ))
          : null}
        <div className="sf-sheet-quantity">
          <span>{words.quantity}</span>
          <Stepper value={quantity} max={Math.max(max, 1)} onChange={onQuantity} label={words.quantity} />
        </div>
        <FormError message={tooMany && words.atMost.replace('{n}', String(max))} />
        <FormError message={error} />
      </div>
      <footer className="sf-sheet-foot">
        {(intent === 'choose' ? (['cart', 'buy'] as const) : [intent]).map((action) => (
          <button
            key={action}
            type="button"
            className={action === 'cart' && intent === 'choose' ? 'sf-primary sf-cart-button' : 'sf-primary'}
            disabled={busy || !sku || sku.stock <= 0 || tooMany}
            onClick={() => onConfirm(action)}
            data-testid={`sf-buy-${action}`}
          >
            {sku && sku.stock <= 0 ? words.soldOut : action === 'cart' ? words.addToCart : buyLabel}
          </button>
        ))}
      </footer>
    </dialog>
  );
}
