import { formatThousands } from '@hh/shared';
import { Table, type TableColumnType } from 'antd';
import type { Key } from 'react';
import { type GoodsLine, LineGoods } from './LineGoods.tsx';

interface LinesTableProps<L extends GoodsLine & { unitPrice: string }> {
  lines: readonly L[];
  rowKey(line: L): Key;
  goodsTitle: string;
  priceTitle: string;
  /** The area's columns after the goods and the unit price. */
  columns: TableColumnType<L>[];
  testId: string;
}

/** A detail's lines as bought (the snapshot: later product edits never show here), then the area's columns. */
export function LinesTable<L extends GoodsLine & { unitPrice: string }>(props: LinesTableProps<L>) {
  return (
    <Table<L>
      rowKey={props.rowKey}
      size="small"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={[...props.lines]}
      data-testid={props.testId}
      columns={[
        {
          key: 'goods',
          title: props.goodsTitle,
          render: (_value, line) => (
            <div className="hh-desk-line">
              <LineGoods line={line} large />
            </div>
          ),
        },
        {
          key: 'price',
          title: props.priceTitle,
          align: 'right',
          render: (_value, line) => formatThousands(line.unitPrice),
        },
        ...props.columns,
      ]}
    />
  );
}
