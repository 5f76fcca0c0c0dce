import { formatThousands } from '@hh/shared';
import { InputNumber, Table } from 'antd';
import { LineGoods } from '../../../components/desk/LineGoods.tsx';
import { RemoveRowButton } from '../../../components/RowButtons.tsx';
import { useOrdersT } from '../i18n.ts';
import type { DraftLine } from './lines.ts';

export interface LinesEditorProps {
  lines: readonly DraftLine[];
  onQuantity(skuId: number, quantity: number): void;
  onRemove(skuId: number): void;
}

/** The chosen SKUs with their stock, each quantity editable within it. */
export function LinesEditor({ lines, onQuantity, onRemove }: LinesEditorProps) {
  const t = useOrdersT();
  return (
    <Table<DraftLine>
      rowKey="skuId"
      size="small"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={[...lines]}
      locale={{ emptyText: t('create.noLines') }}
      data-testid="create-lines"
      columns={[
        {
          key: 'goods',
          title: t('fields.goods'),
          render: (_v, line) => (
            <div className="hh-desk-line">
              <LineGoods
                line={line}
                sub={[line.skuLabel, t('create.stock', { stock: line.stock })].filter(Boolean).join(' · ')}
              />
            </div>
          ),
        },
        {
          key: 'price',
          title: t('fields.price'),
          align: 'right',
          render: (_v, line) => formatThousands(line.price),
        },
        {
          key: 'quantity',
          title: t('fields.quantity'),
          render: (_v, line) => (
            <InputNumber<number>
              min={1}
              precision={0}
              status={line.quantity > line.stock ? 'error' : undefined}
              value={line.quantity}
              onChange={(value) => value !== null && onQuantity(line.skuId, value)}
              aria-label={t('fields.quantity')}
              data-testid="create-line-quantity"
            />
          ),
        },
        {
          key: 'remove',
          title: '',
          render: (_v, line) => (
            <RemoveRowButton
              label={t('create.removeLine')}
              onClick={() => onRemove(line.skuId)}
              testId="create-line-remove"
            />
          ),
        },
      ]}
    />
  );
}
