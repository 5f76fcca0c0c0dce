import { useState } from 'react';
import { catalogue, type ProductDetail } from '../../api.ts';
import { useLoad } from '../../useLoad.ts';
import { Problem, Waiting } from '../Problem.tsx';
import { seckillApi } from '../seckill/api.ts';
import { BuyBar, SpecRow } from './BuyBar.tsx';
import { BuySheet } from './BuySheet.tsx';
import { ProductView } from './ProductView.tsx';
import { SeckillBuying } from './SeckillBuying.tsx';
import { useBuying } from './useBuying.ts';
import '../../ui/form.css';
import './product.css';

/** A product as a shopper reads it (pictures, price, options, description) and buys it. */
export function ProductPage({ companyKey, id }: { companyKey: string; id: number }) {
  const loaded = useLoad(`${companyKey}/product/${id}`, () => catalogue.product(companyKey, id));
  if (loaded.state === 'loading') return <Waiting />;
  if (loaded.state === 'failed') return <Problem companyKey={companyKey} status={loaded.status} />;
  return <Buying key={loaded.data.id} companyKey={companyKey} product={loaded.data} />;
}

/**
 * The product as sold now: at its seckill while a session of one runs (asked beside the product,
 * public like it), else as always.
 */
function Buying({ companyKey, product }: { companyKey: string; product: ProductDetail }) {
  const [version, setVersion] = useState(0);
  const seckill = useLoad(`${companyKey}/seckill/product/${product.id}/${version}`, () =>
    seckillApi
      .ofProduct(companyKey, product.id)
      .then((answer) => ({ ...answer, skew: new Date(answer.now).getTime() - Date.now() })),
  );
  const running =
    seckill.state === 'done' && seckill.data.offer?.session.state === 'ongoing' ? seckill.data : null;
  if (running?.offer)
    return (
      <SeckillBuying
        key={version}
        companyKey={companyKey}
        product={product}
        offer={running.offer}
        skew={running.skew}
        onEnded={() => setVersion((v) => v + 1)}
      />
    );
  return <PlainBuying companyKey={companyKey} product={product} />;
}

/** The product with its spec row, the bar of actions at the foot, and the chooser when open. */
function PlainBuying({ companyKey, product }: { companyKey: string; product: ProductDetail }) {
  const buying = useBuying(companyKey, product);
  return (
    <>
      <ProductView product={product}>
        <SpecRow
          product={product}
          chosen={buying.chosen}
          quantity={buying.quantity}
          onOpen={() => buying.open('choose')}
        />
      </ProductView>
      <BuyBar companyKey={companyKey} soldOut={product.stock <= 0} onOpen={buying.open} />
      {buying.sheet ? <BuySheet product={product} {...buying.sheet} /> : null}
      {buying.notice ? (
        <p className="sf-toast" role="status">
          {buying.notice}
        </p>
      ) : null}
    </>
  );
}
