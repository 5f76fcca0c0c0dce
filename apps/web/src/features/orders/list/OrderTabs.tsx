import { ORDER_TABS, type OrderTab } from '@hh/shared';
import { Tabs } from 'antd';
import type { OrderCounts } from '../api.ts';
import { useOrdersT } from '../i18n.ts';

export interface OrderTabsProps {
  tab: OrderTab;
  counts: OrderCounts | undefined;
  onChange(tab: OrderTab): void;
}

const isTab = (key: string): key is OrderTab => (ORDER_TABS as readonly string[]).includes(key);

/** All, unpaid, to ship, to verify, shipped, received, completed and cancelled, each with its count. */
export function OrderTabs({ tab, counts, onChange }: OrderTabsProps) {
  const t = useOrdersT();
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => isTab(key) && onChange(key)}
      className="hh-order-tabs"
      items={ORDER_TABS.map((key) => ({
        key,
        label: (
          <span data-testid={`order-tab-${key}`}>
            {t(`tabs.${key}`)}
            <span className="hh-order-tab-count" data-testid={`order-count-${key}`}>
              {counts ? counts[key] : '–'}
            </span>
          </span>
        ),
      }))}
    />
  );
}
