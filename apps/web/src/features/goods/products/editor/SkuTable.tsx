import { COUNT_MAX } from '@hh/shared';
import { Button, Form, Input, InputNumber, Table, type TableColumnsType, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import { useRangeRule } from '../../../../components/form/rangeRule.ts';
import { useAppStore } from '../../../../state/app.ts';
import type { EditorValues } from './formValues.ts';
import { useEditorT } from './i18n.ts';
import { measureRule, moneyRule } from './rules.ts';
import { SkuImageInput } from './SkuImageInput.tsx';
import { type BulkField, type BulkValues, bulkFill, type SkuValues, specValuesOf } from './skuMatrix.ts';

type Row = { kind: 'bulk'; key: string } | { kind: 'sku'; key: string; index: number; values: string[] };

type TextField = Exclude<BulkField, 'image' | 'stock'>;
interface TextColumn {
  field: TextField;
  width: number;
  kind: 'price' | 'money' | 'measure' | 'text';
}

const TEXT_COLUMNS: readonly TextColumn[] = [
  { field: 'price', width: 120, kind: 'price' },
  { field: 'originalPrice', width: 110, kind: 'money' },
  { field: 'cost', width: 110, kind: 'money' },
  { field: 'weight', width: 100, kind: 'measure' },
  { field: 'volume', width: 100, kind: 'measure' },
  { field: 'barcode', width: 150, kind: 'text' },
  { field: 'commission1', width: 110, kind: 'money' },
  { field: 'commission2', width: 110, kind: 'money' },
];

export interface SkuTableProps {
  /** The option names, one column each; none for a single spec. */
  optionNames: readonly string[];
}

/** The SKU rows as form fields (`skus[i].price` …) with a bulk-fill row on top for several SKUs. */
export function SkuTable({ optionNames }: SkuTableProps) {
  const t = useEditorT();
  const rangeRule = useRangeRule();
  const form = Form.useFormInstance<EditorValues>();
  const skus: SkuValues[] = Form.useWatch('skus', { form, preserve: true }) ?? [];
  const [bulk, setBulk] = useState<BulkValues>({});
  const multi = optionNames.length > 0;
  // On a phone sticky option columns would cover most of the width and the cells beneath them.
  const stickyOptions = useAppStore((state) => state.device !== 'mobile');

  const setBulkField = (field: BulkField, value: BulkValues[BulkField]) =>
    setBulk((current) => ({ ...current, [field]: value }));
  const fill = () => {
    const filled = bulkFill(form.getFieldValue('skus') as SkuValues[], bulk);
    form.setFieldValue('skus', filled);
    void form.validateFields(
      filled.flatMap((_sku, index) =>
        (Object.keys(bulk) as BulkField[]).map((field) => ['skus', index, field]),
      ),
    );
    setBulk({});
  };

  const rules = (column: TextColumn) => {
    if (column.kind === 'price') return [moneyRule(t, true)];
    if (column.kind === 'money') return [moneyRule(t, false)];
    if (column.kind === 'measure') return [measureRule(t)];
    return [];
  };

  const cell = (row: Row, sku: ReactNode, bulkInput: ReactNode) => (row.kind === 'bulk' ? bulkInput : sku);

  const textColumn = (column: TextColumn): TableColumnsType<Row>[number] => ({
    key: column.field,
    title: t(`sku.${column.field}`),
    width: column.width,
    onHeaderCell: () => ({ className: column.kind === 'price' ? 'hh-sku-required' : undefined }),
    render: (_value, row) =>
      cell(
        row,
        row.kind === 'sku' && (
          <Form.Item name={['skus', row.index, column.field]} rules={rules(column)} className="hh-sku-cell">
            <Input
              size="small"
              maxLength={column.kind === 'text' ? 64 : 13}
              inputMode={column.kind === 'text' ? undefined : 'decimal'}
              data-testid={`sku-${column.field}`}
            />
          </Form.Item>
        ),
        <Input
          size="small"
          value={(bulk[column.field] as string | undefined) ?? ''}
          onChange={(event) => setBulkField(column.field, event.target.value)}
          data-testid={`bulk-${column.field}`}
        />,
      ),
  });

  const columns: TableColumnsType<Row> = [
    ...optionNames.map((name, position): TableColumnsType<Row>[number] => ({
      key: `option-${position}`,
      title: name,
      width: 90,
      fixed: stickyOptions ? 'left' : undefined,
      onCell: (row) => (row.kind === 'bulk' ? { colSpan: position === 0 ? optionNames.length : 0 } : {}),
      render: (_value, row) =>
        row.kind === 'bulk' ? (
          <Tooltip title={t('sku.bulkHint')}>
            <Button size="small" type="primary" ghost onClick={fill} data-testid="bulk-fill">
              {t('sku.bulk')} · {t('sku.fill')}
            </Button>
          </Tooltip>
        ) : (
          <span data-testid="sku-spec">{row.values[position]}</span>
        ),
    })),
    {
      key: 'image',
      title: t('sku.image'),
      width: 72,
      render: (_value, row) =>
        cell(
          row,
          row.kind === 'sku' && (
            <Form.Item name={['skus', row.index, 'image']} className="hh-sku-cell">
              <SkuImageInput />
            </Form.Item>
          ),
          <SkuImageInput value={bulk.image ?? null} onChange={(url) => setBulkField('image', url)} />,
        ),
    },
    ...TEXT_COLUMNS.slice(0, 3).map(textColumn),
    {
      key: 'stock',
      title: t('sku.stock'),
      width: 100,
      render: (_value, row) =>
        cell(
          row,
          row.kind === 'sku' && (
            <Form.Item
              name={['skus', row.index, 'stock']}
              className="hh-sku-cell"
              rules={[rangeRule({ min: 0, max: COUNT_MAX }, t('sku.stock'))]}
            >
              <InputNumber size="small" data-testid="sku-stock" />
            </Form.Item>
          ),
          <InputNumber
            size="small"
            value={bulk.stock ?? null}
            onChange={(value) => setBulkField('stock', value)}
            data-testid="bulk-stock"
          />,
        ),
    },
    ...TEXT_COLUMNS.slice(3).map(textColumn),
  ];

  const rows: Row[] = [
    ...(multi && skus.length > 1 ? [{ kind: 'bulk', key: '__bulk' } as const] : []),
    ...skus.map(
      (sku, index): Row => ({
        kind: 'sku',
        key: sku.specKey || '__single',
        index,
        values: specValuesOf(sku.specKey),
      }),
    ),
  ];

  return (
    <Table<Row>
      className="hh-sku-table"
      size="small"
      bordered
      rowKey="key"
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      rowClassName={(row) => (row.kind === 'bulk' ? 'hh-sku-bulk-row' : '')}
      data-testid="sku-table"
    />
  );
}
