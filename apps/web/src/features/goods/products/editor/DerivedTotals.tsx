import { Form, Statistic } from 'antd';
import type { EditorValues } from './formValues.ts';
import { useEditorT } from './i18n.ts';
import { derivedPrice, derivedStock, type SkuValues } from './skuMatrix.ts';

/** The product's price and stock as the shop will show them: derived from the SKUs, never typed. */
export function DerivedTotals() {
  const t = useEditorT();
  const form = Form.useFormInstance<EditorValues>();
  const skus: SkuValues[] | undefined = Form.useWatch('skus', { form, preserve: true });
  const price = derivedPrice(skus);
  return (
    <div className="hh-derived" data-testid="derived-totals">
      <Statistic
        title={t('derived.price')}
        value={price ?? t('derived.none')}
        prefix={price ? '¥' : undefined}
        data-testid="derived-price"
      />
      <Statistic title={t('derived.stock')} value={derivedStock(skus)} data-testid="derived-stock" />
    </div>
  );
}
