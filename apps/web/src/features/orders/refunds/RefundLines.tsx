import { formatThousands } from '@hh/shared';
import { Form, InputNumber, Table } from 'antd';
import { LineName } from '../../../components/desk/LineGoods.tsx';
import type { StaffRefundable } from '../api.ts';
import { useOrdersT } from '../i18n.ts';

type Line = StaffRefundable['lines'][number];

export interface RefundLinesProps {
  label: string;
  lines: readonly Line[];
  /** Said under the table when no piece was chosen. */
  error: string | null;
}

/** The order's lines with how many pieces of each may still come back, and a quantity to choose per line. */
export function RefundLines({ label, lines, error }: RefundLinesProps) {
  const t = useOrdersT();
  return (
    <Form.Item label={label} validateStatus={error ? 'error' : undefined} help={error}>
      <Table<Line>
        rowKey="orderLineId"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={[...lines]}
        data-testid="refund-lines"
        columns={[
          {
            key: 'goods',
            title: t('fields.goods'),
            render: (_value, line) => <LineName name={line.productName} sub={line.skuLabel} />,
          },
          {
            key: 'left',
            title: t('staffRefund.refundable'),
            render: (_value, line) =>
              t('staffRefund.left', {
                count: line.refundableQuantity,
                quantity: line.quantity,
                amount: formatThousands(line.refundableAmount),
              }),
          },
          {
            key: 'quantity',
            title: t('staffRefund.quantity'),
            render: (_value, line) => (
              <Form.Item name={['quantities', String(line.orderLineId)]} noStyle>
                <InputNumber
                  min={0}
                  max={line.refundableQuantity}
                  precision={0}
                  disabled={line.refundableQuantity === 0}
                  data-testid={`refund-quantity-${line.orderLineId}`}
                />
              </Form.Item>
            ),
          },
        ]}
      />
    </Form.Item>
  );
}
