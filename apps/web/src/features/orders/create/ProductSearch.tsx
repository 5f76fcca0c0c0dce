import { PlusOutlined } from '@ant-design/icons';
import { formatThousands } from '@hh/shared';
import { Button, Select, Space } from 'antd';
import { useState } from 'react';
import { useDebounced } from '../../../components/useDebounced.ts';
import { useOrdersT } from '../i18n.ts';
import { useProductSearch, useProductSkus } from '../queries.ts';
import type { DraftLine } from './lines.ts';

export interface ProductSearchProps {
  onAdd(line: Omit<DraftLine, 'quantity'>): void;
}

/** Finds a product on sale by name, then one of its SKUs with its price and live stock, to add. */
export function ProductSearch({ onAdd }: ProductSearchProps) {
  const t = useOrdersT();
  const [text, setText] = useState('');
  const [productId, setProductId] = useState<number | undefined>();
  const [skuId, setSkuId] = useState<number | undefined>();
  const found = useProductSearch(useDebounced(text.trim()));
  const skus = useProductSkus(productId);
  const sku = skus.data?.skus.find((item) => item.skuId === skuId);

  const add = () => {
    if (!sku || !skus.data) return;
    onAdd(sku);
    setSkuId(undefined);
  };

  return (
    <Space.Compact block className="hh-order-product-search">
      <Select<number>
        showSearch={{ filterOption: false, onSearch: setText }}
        value={productId}
        onChange={(id) => {
          setProductId(id);
          setSkuId(undefined);
        }}
        options={(found.data ?? []).map((product) => ({ value: product.id, label: product.name }))}
        loading={found.isFetching}
        placeholder={t('create.productPlaceholder')}
        notFoundContent={found.isFetching ? null : t('create.noProducts')}
        className="hh-order-product-select"
        data-testid="create-product"
      />
      <Select<number>
        value={skuId}
        onChange={setSkuId}
        disabled={!productId}
        loading={skus.isFetching}
        options={(skus.data?.skus ?? []).map((item) => ({
          value: item.skuId,
          disabled: item.stock <= 0,
          label: `${item.skuLabel || skus.data?.name} · ${formatThousands(item.price)} · ${
            item.stock > 0 ? t('create.stock', { stock: item.stock }) : t('create.outOfStock')
          }`,
        }))}
        className="hh-order-sku-select"
        data-testid="create-sku"
      />
      <Button
        icon={<PlusOutlined />}
        disabled={!sku || sku.stock <= 0}
        onClick={add}
        data-testid="create-add-line"
      >
        {t('create.addLine')}
      </Button>
    </Space.Compact>
  );
}
