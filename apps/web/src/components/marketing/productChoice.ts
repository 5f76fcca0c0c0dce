import { goodsProductsContract, PRODUCTS_URL } from '@hh/shared';
import { useQuery } from '@tanstack/react-query';
import { Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../http/client.ts';
import { useDebounced } from '../useDebounced.ts';

/** The shop's products on sale whose name holds `blurry`, for an activity's product choice. */
const searchProducts = (blurry: string) =>
  http.get(PRODUCTS_URL, goodsProductsContract.list, {
    page: 0,
    size: 20,
    sort: 'id,desc',
    tab: 'onSale',
    ...(blurry ? { blurry } : {}),
  });

/** One product with its SKUs, for the SKU choice. */
const fetchProduct = (id: number) => http.get(`${PRODUCTS_URL}/${id}`, goodsProductsContract.one);

/**
 * An activity form's product (`productId` of the form) searched by name, the chosen one kept among the
 * options, and its SKUs as options with their price and stock. `area` keys the queries.
 */
export function useProductChoice(area: string) {
  const { t } = useTranslation();
  const productId: number | null | undefined = Form.useWatch('productId');
  const [typed, setTyped] = useState('');
  const blurry = useDebounced(typed);
  const found = useQuery({ queryKey: [area, 'products', blurry], queryFn: () => searchProducts(blurry) });
  const chosen = useQuery({
    queryKey: [area, 'product', productId],
    queryFn: () => fetchProduct(productId!),
    enabled: Boolean(productId),
  });
  const options = (found.data?.content ?? []).map((p) => ({ value: p.id, label: p.name }));
  if (chosen.data && !options.some((o) => o.value === chosen.data.id)) {
    options.unshift({ value: chosen.data.id, label: chosen.data.name });
  }
  const skus = chosen.data?.skus ?? [];
  const skuOptions = skus.map((s) => ({
    value: s.id,
    label: `${s.specKey || t('marketing.skuSingle')} · ${t('marketing.skuPrice', { price: s.price, stock: s.stock })}`,
  }));
  return {
    productId,
    skus,
    skuOptions,
    loadingSkus: chosen.isLoading,
    /** The product select's props: searched on the server as typed. */
    productSelect: {
      showSearch: { filterOption: false, onSearch: setTyped },
      placeholder: t('marketing.productSearch'),
      loading: found.isLoading,
      options,
    },
  };
}
