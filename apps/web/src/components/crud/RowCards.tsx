import { Pagination, type PaginationProps, Spin } from 'antd';
import type { ReactNode } from 'react';

/** What one row shows as a card on a phone. */
export interface RowCard {
  number: ReactNode;
  status: ReactNode;
  amount: ReactNode;
  first: ReactNode;
  actions: ReactNode;
}

interface RowCardsProps<T> {
  rows: readonly T[];
  rowKey: (row: T) => number;
  card: (row: T) => RowCard;
  loading: boolean;
  empty: ReactNode;
  pagination: PaginationProps;
  testId: string;
}

/**
 * A list's rows as cards, for a phone where its wide table does not fit: number and status on top,
 * the first line, then the amount beside the actions; the same pagination under them.
 */
export function RowCards<T>({ rows, rowKey, card, loading, empty, pagination, testId }: RowCardsProps<T>) {
  return (
    <Spin spinning={loading} delay={50}>
      <div className="hh-row-cards" data-testid={testId}>
        {rows.length === 0 && !loading && <div className="hh-row-cards-empty">{empty}</div>}
        {rows.map((row) => {
          const shown = card(row);
          return (
            <div key={rowKey(row)} className="hh-row-card" data-testid="row-card">
              <div className="hh-row-card-head">
                <span className="hh-row-card-number">{shown.number}</span>
                <span className="hh-row-card-status">{shown.status}</span>
              </div>
              <div className="hh-row-card-first">{shown.first}</div>
              <div className="hh-row-card-foot">
                <span className="hh-row-card-amount">{shown.amount}</span>
                <span className="hh-row-card-actions">{shown.actions}</span>
              </div>
            </div>
          );
        })}
      </div>
      <Pagination className="hh-row-cards-pagination" simple {...pagination} />
    </Spin>
  );
}
