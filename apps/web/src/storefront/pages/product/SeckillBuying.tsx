import { useState } from 'react';
import type { ProductDetail } from '../../api.ts';
import { startCheckout } from '../checkout/intent.ts';
import type { Offer } from '../seckill/api.ts';
import { SessionClock } from '../seckill/SessionClock.tsx';
import { words as seckillWords } from '../seckill/words.ts';
import { BuyBar, SpecRow } from './BuyBar.tsx';
import { BuySheet } from './BuySheet.tsx';
import { type Chosen, chosenSku, firstChoice } from './choice.ts';
import { ProductView } from './ProductView.tsx';
import { seckillProduct } from './seckillProduct.ts';
import '../seckill/seckill.css';

interface Props {
  companyKey: string;
  product: ProductDetail;
  offer: Offer;
  /** The server's clock less the page's. */
  skew: number;
  /** The session's end came: the page asks again (and shows the product as usual). */
  onEnded(): void;
}

/**
 * The product during a running seckill session: the seckill price over its own, the countdown to the
 * session's end, and one button that buys the chosen SKU through the checkout at the seckill's price.
 */
export function SeckillBuying({ companyKey, product, offer, skew, onEnded }: Props) {
  const [selling] = useState(() => seckillProduct(product, offer));
  const [chosen, setChosen] = useState<Chosen>(() => firstChoice(selling));
  const [quantity, setQuantity] = useState(1);
  const [open, setOpen] = useState(false);
  const sku = chosenSku(selling, chosen);
  const row = sku ? offer.skus.find((s) => s.skuId === sku.id) : undefined;
  const buy = () => {
    if (!sku || !row) return;
    startCheckout(
      companyKey,
      { skuId: sku.id, quantity, activity: { kind: 'seckill', id: row.seckillSkuId } },
      [],
    );
  };
  const banner = (
    <div className="sf-seckill-banner" data-testid="sf-seckill-banner">
      <div>
        <b>{seckillWords.seckill}</b>
        {row ? (
          <span className="sf-seckill-banner-meta">
            {seckillWords.perOrder.replace('{n}', String(row.perOrder))}
          </span>
        ) : null}
      </div>
      <SessionClock
        session={offer.session}
        serverNow={new Date(Date.now() + skew).toISOString()}
        onElapsed={onEnded}
      />
    </div>
  );
  return (
    <>
      <ProductView product={selling} banner={banner}>
        <SpecRow product={selling} chosen={chosen} quantity={quantity} onOpen={() => setOpen(true)} />
      </ProductView>
      <BuyBar
        companyKey={companyKey}
        soldOut={selling.stock <= 0}
        onOpen={() => setOpen(true)}
        grab={{ label: seckillWords.buy, soldOut: seckillWords.gone, onClick: () => setOpen(true) }}
      />
      {open ? (
        <BuySheet
          product={selling}
          chosen={chosen}
          onChoose={setChosen}
          quantity={quantity}
          onQuantity={setQuantity}
          intent="buy"
          busy={false}
          error={null}
          onConfirm={buy}
          onClose={() => setOpen(false)}
          limit={row?.perOrder}
          buyLabel={seckillWords.buy}
        />
      ) : null}
    </>
  );
}
