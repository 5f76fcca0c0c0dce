import { Form } from 'antd';
import { SortField } from '../../../components/form/SortField.tsx';
import { SwitchField } from '../../../components/form/SwitchField.tsx';
import { MediaInput } from '../../../components/media/MediaInput.tsx';
import { ParentCategoryField } from '../../../components/ParentCategoryField.tsx';
import type { Category } from '../api.ts';
import { useCatalogT } from '../catalogI18n.ts';
import { NameField } from '../NameField.tsx';

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
        hint={t('category.parentHint')}
        choiceLabel={(row) => row.name}
      />
      <NameField
        label={t('category.name')}
        maxLength={30}
        input={{ showCount: true }}
        testId="category-name-input"
      />
      <SortField label={t('common.sort')} />
      <Form.Item name="pic" label={t('category.pic')}>
        <MediaInput size={72} />
      </Form.Item>
      <SwitchField name="isShow" label={t('category.isShow')} />
    </>
  );
}
