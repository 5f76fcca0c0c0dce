import { Form, Select } from 'antd';
import { parentChoices, TOP_LEVEL, type TreeRow } from './twoLevelTree.ts';

interface ParentCategoryFieldProps<T extends TreeRow> {
  rows: readonly T[];
  /** The category being edited; undefined when adding. */
  editingId: number | undefined;
  /** The texts of the field: its label, the hint under it and the top-level choice. */
  label: string;
  hint: string;
  topLevel: string;
  choiceLabel: (row: T) => string;
}

/**
 * The `parentId` field of a two-level category form: top level or another top-level row. A row that
 * has children keeps its place (it cannot become a child itself).
 */
export function ParentCategoryField<T extends TreeRow>({
  rows,
  editingId,
  label,
  hint,
  topLevel,
  choiceLabel,
}: ParentCategoryFieldProps<T>) {
  const hasChildren = editingId !== undefined && rows.some((row) => row.parentId === editingId);
  const options = [
    { value: TOP_LEVEL, label: topLevel },
    ...parentChoices(rows, editingId).map((row) => ({ value: row.id, label: choiceLabel(row) })),
  ];
  return (
    <Form.Item name="parentId" label={label} extra={hint} className="hh-crud-wide">
      <Select options={options} disabled={hasChildren} data-testid="category-parent" />
    </Form.Item>
  );
}
