import { AFTER_SALE_TAB_KEYS, type AfterSaleTab } from '@hh/shared';
import { Tabs } from 'antd';
import type { AfterSaleCounts } from '../api.ts';
import { useAfterSalesT } from '../i18n.ts';

export interface AfterSaleTabsProps {
  tab: AfterSaleTab;
  counts: AfterSaleCounts | undefined;
  onChange(tab: AfterSaleTab): void;
}

const isTab = (key: string): key is AfterSaleTab => (AFTER_SALE_TAB_KEYS as readonly string[]).includes(key);

/** All, to review, waiting for return, to receive, refunding, done, rejected/withdrawn, each with its count. */
export function AfterSaleTabs({ tab, counts, onChange }: AfterSaleTabsProps) {
  const t = useAfterSalesT();
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => isTab(key) && onChange(key)}
      className="hh-after-sale-tabs"
      items={AFTER_SALE_TAB_KEYS.map((key) => ({
        key,
        label: (
          <span data-testid={`after-sale-tab-${key}`}>
            {t(`tabs.${key}`)}
            <span className="hh-after-sale-tab-count" data-testid={`after-sale-count-${key}`}>
              {counts ? counts[key] : '–'}
            </span>
          </span>
        ),
      }))}
    />
  );
}
