import { Form, Input, Switch } from 'antd';
import { NumberField } from '../../../components/form/NumberField.tsx';
import { MediaInput } from '../../../components/media/MediaInput.tsx';
import { ParentCategoryField } from '../../../components/ParentCategoryField.tsx';
import type { Category } from '../api.ts';
import { useCatalogT } from '../catalogI18n.ts';

interface CategoryFormFieldsProps {
  rows: readonly Category[];
  /** The category being edited; undefined when adding. */
  editingId: number | undefined;
}

export function CategoryFormFields({ rows, editingId }: CategoryFormFieldsProps) {
  const t = useCatalogT();
  return (
    <>
      <ParentCategoryField
        rows={rows}
        editingId={editingId}
        label={t('category.parent')}
        hint={t('category.parentHint')}
        topLevel={t('category.topLevel')}
        choiceLabel={(row) => row.name}
      />
      <Form.Item
        name="name"
        label={t('category.name')}
        rules={[{ required: true, whitespace: true, message: t('common.nameRequired') }]}
      >
        <Input maxLength={30} showCount data-testid="category-name-input" />
      </Form.Item>
      <NumberField
        name="sort"
        label={t('common.sort')}
        min={0}
        max={99999}
        input={{ className: 'hh-goods-number' }}
      />
      <Form.Item name="pic" label={t('category.pic')}>
        <MediaInput size={72} />
      </Form.Item>
      <Form.Item name="isShow" label={t('category.isShow')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  );
}
