import { fireEvent, render, screen } from '@testing-library/react';
import { Form, Input } from 'antd';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { useAppStore } from '../../state/app.ts';
import { DeskQueryFields } from './DeskQueryFields.tsx';
import { DeskTabs } from './DeskTabs.tsx';

beforeAll(() => initI18n());
afterEach(() => useAppStore.getState().setDevice('desktop'));

const FIELDS = ['code', 'member', 'product', 'store'].map((name) => ({
  name,
  input: <Input placeholder={name} data-testid={`field-${name}`} />,
}));

function fields() {
  return render(
    <Form initialValues={{ store: '朝阳店' }}>
      <DeskQueryFields name="order" fields={FIELDS} />
    </Form>,
  );
}

const hidden = (name: string) =>
  screen.getByTestId(`field-${name}`).closest('.ant-form-item-hidden') !== null;

describe('<DeskQueryFields>', () => {
  it('shows every filter on a desktop, without "more filters"', () => {
    fields();
    expect(FIELDS.map(({ name }) => hidden(name))).toEqual([false, false, false, false]);
    expect(screen.queryByTestId('order-query-more')).toBeNull();
  });

  it('shows the first two on a phone and opens the rest on demand, keeping their values', () => {
    useAppStore.getState().setDevice('mobile');
    fields();
    expect(FIELDS.map(({ name }) => hidden(name))).toEqual([false, false, true, true]);
    expect((screen.getByTestId('field-store') as HTMLInputElement).value).toBe('朝阳店');
    const more = screen.getByTestId('order-query-more');
    expect(more.textContent).toContain('更多筛选');
    fireEvent.click(more);
    expect(FIELDS.map(({ name }) => hidden(name))).toEqual([false, false, false, false]);
    expect(more.textContent).toContain('收起筛选');
  });
});

describe('<DeskTabs>', () => {
  it('labels each tab with its count, a dash until the counts arrive', () => {
    const tabs = ['all', 'unpaid'] as const;
    const label = (tab: string) => (tab === 'all' ? '全部' : '待付款');
    const onChange = () => undefined;
    const { rerender } = render(
      <DeskTabs name="order" tabs={tabs} tab="all" label={label} counts={undefined} onChange={onChange} />,
    );
    expect(screen.getByTestId('order-count-unpaid').textContent).toBe('–');
    rerender(
      <DeskTabs
        name="order"
        tabs={tabs}
        tab="all"
        label={label}
        counts={{ all: 12, unpaid: 3 }}
        onChange={onChange}
      />,
    );
    expect(screen.getByTestId('order-tab-unpaid').textContent).toBe('待付款3');
    expect(screen.getByTestId('order-count-all').textContent).toBe('12');
  });
});
