import { Tabs } from 'antd';
import { PRODUCT_TABS, type ProductTab, type TabCounts } from '../api.ts';
import { useProductT } from './i18n.ts';

export interface ProductTabsProps {
  tab: ProductTab;
  counts: TabCounts | undefined;
  onChange(tab: ProductTab): void;
}

const isTab = (key: string): key is ProductTab => (PRODUCT_TABS as readonly string[]).includes(key);

/** On sale, in warehouse, sold out, low stock and recycle bin, each with its count. */
export function ProductTabs({ tab, counts, onChange }: ProductTabsProps) {
  const t = useProductT();
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => isTab(key) && onChange(key)}
      className="hh-product-tabs"
      items={PRODUCT_TABS.map((key) => ({
        key,
        label: (
          <span data-testid={`product-tab-${key}`}>
            {t(`tabs.${key}`)}
            <span className="hh-product-tab-count" data-testid={`product-count-${key}`}>
              {counts ? counts[key] : '–'}
            </span>
          </span>
        ),
      }))}
    />
  );
}
