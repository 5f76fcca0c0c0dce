import { Tabs } from 'antd';

export interface DeskTabsProps<Tab extends string> {
  /** The testid prefix: `{name}-tab-{key}` and `{name}-count-{key}`. */
  name: string;
  tabs: readonly Tab[];
  tab: Tab;
  label(tab: Tab): string;
  counts: Readonly<Record<Tab, number>> | undefined;
  onChange(tab: Tab): void;
}

/** The state tabs of a desk list, each with its count under the current filters (– until they arrive). */
export function DeskTabs<Tab extends string>({
  name,
  tabs,
  tab,
  label,
  counts,
  onChange,
}: DeskTabsProps<Tab>) {
  const isTab = (key: string): key is Tab => (tabs as readonly string[]).includes(key);
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => isTab(key) && onChange(key)}
      className="hh-desk-tabs"
      items={tabs.map((key) => ({
        key,
        label: (
          <span data-testid={`${name}-tab-${key}`}>
            {label(key)}
            <span className="hh-desk-tab-count" data-testid={`${name}-count-${key}`}>
              {counts ? counts[key] : '–'}
            </span>
          </span>
        ),
      }))}
    />
  );
}
