import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { parentChoices, TOP_LEVEL, type TreeRow } from './twoLevelTree.ts';

interface ParentCategoryFieldProps<T extends TreeRow> {
  rows: readonly T[];
  /** The category being edited; undefined when adding. */
  editingId: number | undefined;
  /** The area's rule, under the field. */
  hint: string;
  choiceLabel: (row: T) => string;
}

/**
 * The `parentId` field of a two-level category form: top level or another top-level row. A row that
 * has children keeps its place (it cannot become a child itself).
 */
export function ParentCategoryField<T extends TreeRow>({
  rows,
  editingId,
  hint,
  choiceLabel,
}: ParentCategoryFieldProps<T>) {
  const { t } = useTranslation();
  const hasChildren = editingId !== undefined && rows.some((row) => row.parentId === editingId);
  const options = [
    { value: TOP_LEVEL, label: t('crud.topLevelCategory') },
    ...parentChoices(rows, editingId).map((row) => ({ value: row.id, label: choiceLabel(row) })),
  ];
  return (
    <Form.Item name="parentId" label={t('crud.parentCategory')} extra={hint} className="hh-crud-wide">
      <Select options={options} disabled={hasChildren} data-testid="category-parent" />
    </Form.Item>
  );
}
