import { useEffect, useState } from 'react';
import type { ProductDetail } from '../../api.ts';
import { cartApi } from '../../cart.ts';
import { h5Paths } from '../../render/paths.ts';
import { RequestError } from '../../request.ts';
import { navigate } from '../../router.ts';
import { shopperToken } from '../../session.ts';
import { startCheckout } from '../checkout/intent.ts';
import type { BuyAction, SheetIntent } from './BuySheet.tsx';
import { type Chosen, chosenSku, firstChoice } from './choice.ts';
import { words } from './words.ts';

const NOTICE_MS = 2000;

/** What the shopper is choosing on the product page, and adding it to the cart or buying it now. */
export function useBuying(companyKey: string, product: ProductDetail) {
  const [chosen, setChosen] = useState<Chosen>(() => firstChoice(product));
  const [quantity, setQuantity] = useState(1);
  const [intent, setIntent] = useState<SheetIntent | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const signInFirst = () => navigate(h5Paths.login(companyKey, window.location.pathname));

  const confirm = async (action: BuyAction) => {
    const sku = chosenSku(product, chosen);
    if (!sku) return;
    if (action === 'buy') {
      startCheckout(companyKey, { skuId: sku.id, quantity }, [{ skuId: sku.id, price: sku.price }]);
      return;
    }
    if (!shopperToken(companyKey)) return signInFirst();
    setBusy(true);
    setError(null);
    try {
      await cartApi.add(companyKey, sku.id, quantity);
      setIntent(null);
      setNotice(words.added);
    } catch (refused) {
      if (refused instanceof RequestError && refused.status === 401) return signInFirst();
      setError(refused instanceof RequestError ? refused.message : words.failed);
    } finally {
      setBusy(false);
    }
  };

  return {
    chosen,
    quantity,
    notice,
    open: (next: SheetIntent) => {
      setError(null);
      setIntent(next);
    },
    sheet: intent
      ? {
          chosen,
          onChoose: setChosen,
          quantity,
          onQuantity: setQuantity,
          intent,
          busy,
          error,
          onConfirm: confirm,
          onClose: () => setIntent(null),
        }
      : null,
  };
}
