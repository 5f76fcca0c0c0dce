import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RowCards } from './RowCards.tsx';

interface Row {
  id: number;
  code: string;
  state: string;
  amount: string;
  line: string;
}

const ROWS: Row[] = [
  { id: 1, code: 'SO-1', state: '待发货', amount: '12.50', line: '白色T恤 × 2' },
  { id: 2, code: 'SO-2', state: '已完成', amount: '3.00', line: '杯具 × 1' },
];

function cards(rows: Row[], onPage = vi.fn(), loading = false) {
  return render(
    <RowCards<Row>
      rows={rows}
      rowKey={(row) => row.id}
      card={(row) => ({
        number: row.code,
        status: row.state,
        amount: `¥${row.amount}`,
        first: row.line,
        actions: <button type="button">详情 {row.code}</button>,
      })}
      loading={loading}
      empty="暂无订单"
      pagination={{ current: 1, pageSize: 2, total: 5, onChange: onPage }}
      testId="order-cards"
    />,
  );
}

describe('RowCards: a list on a phone, one card a row', () => {
  it('shows each row as a card with its number, status, first line, amount and actions', () => {
    cards(ROWS);
    const shown = screen.getAllByTestId('row-card');
    expect(shown).toHaveLength(2);
    const first = within(shown[0] as HTMLElement);
    for (const text of ['SO-1', '待发货', '白色T恤 × 2', '¥12.50'])
      expect(first.getByText(text)).toBeTruthy();
    expect(first.getByRole('button', { name: '详情 SO-1' })).toBeTruthy();
    expect(within(shown[1] as HTMLElement).getByText('已完成')).toBeTruthy();
    expect(screen.queryByText('暂无订单')).toBeNull();
  });

  it('says the list is empty when there is no row and nothing is loading', () => {
    cards([]);
    expect(screen.getByText('暂无订单')).toBeTruthy();
    expect(screen.queryAllByTestId('row-card')).toHaveLength(0);
  });

  it('pages like the table: the next page asks for page 2', () => {
    const onPage = vi.fn();
    const { container } = cards(ROWS, onPage);
    const next = container.querySelector('.ant-pagination-next');
    expect(next).not.toBeNull();
    fireEvent.click(next as Element);
    expect(onPage).toHaveBeenCalledWith(2, 2);
  });
});
