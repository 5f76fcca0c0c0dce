import { Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { newProductValues, toFormValues } from './formValues.ts';
import { useEditorT } from './i18n.ts';
import { ProductForm } from './ProductForm.tsx';
import { useCategories, useProduct } from './queries.ts';
import './editor.css';

/** `/goods/product/add` and `/goods/product/edit/:id` (menu component goods/product/form). */
export default function ProductEditorPage() {
  const t = useEditorT();
  const { t: common } = useTranslation();
  const { id } = useParams();
  const productId = id === undefined ? undefined : Number(id);
  const product = useProduct(productId);
  const categories = useCategories();

  if (productId === undefined) return <ProductForm initialValues={newProductValues()} />;
  if (product.isError || !Number.isInteger(productId)) {
    return (
      <Result
        status="warning"
        title={t('loadFailed')}
        extra={<Button onClick={() => void product.refetch()}>{common('common.retry')}</Button>}
      />
    );
  }
  if (product.isPending || categories.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  return (
    <ProductForm
      key={productId}
      productId={productId}
      initialValues={toFormValues(product.data, categories.data ?? [])}
    />
  );
}
