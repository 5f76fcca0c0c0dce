import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { MediaInput } from '../../../components/media/MediaInput.tsx';
import { parentChoices, TOP_LEVEL } from '../../../components/twoLevelTree.ts';
import type { Category } from '../api.ts';
import { useCatalogT } from '../catalogI18n.ts';

interface CategoryFormFieldsProps {
  rows: readonly Category[];
  /** The category being edited; undefined when adding. */
  editingId: number | undefined;
}

export function CategoryFormFields({ rows, editingId }: CategoryFormFieldsProps) {
  const t = useCatalogT();
  const hasChildren = editingId !== undefined && rows.some((row) => row.parentId === editingId);
  const options = [
    { value: TOP_LEVEL, label: t('category.topLevel') },
    ...parentChoices(rows, editingId).map((row) => ({ value: row.id, label: row.name })),
  ];
  return (
    <>
      <Form.Item
        name="parentId"
        label={t('category.parent')}
        extra={t('category.parentHint')}
        className="hh-crud-wide"
      >
        <Select options={options} disabled={hasChildren} data-testid="category-parent" />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('category.name')}
        rules={[{ required: true, whitespace: true, message: t('common.nameRequired') }]}
      >
        <Input maxLength={30} showCount data-testid="category-name-input" />
      </Form.Item>
      <Form.Item name="sort" label={t('common.sort')}>
        <InputNumber min={0} max={99999} precision={0} className="hh-goods-number" />
      </Form.Item>
      <Form.Item name="pic" label={t('category.pic')}>
        <MediaInput size={72} />
      </Form.Item>
      <Form.Item name="isShow" label={t('category.isShow')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  );
}
