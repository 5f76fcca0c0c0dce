import { useTranslation } from 'react-i18next';
import { SortField } from '../../../components/form/SortField.tsx';
import { SwitchField } from '../../../components/form/SwitchField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { ParentCategoryField } from '../../../components/ParentCategoryField.tsx';
import { usePlatformT } from '../i18n.ts';
import type { Category } from './api.ts';

interface CategoryFormFieldsProps {
  rows: readonly Category[];
  /** The category being edited; undefined when adding. */
  editingId: number | undefined;
}

export function CategoryFormFields({ rows, editingId }: CategoryFormFieldsProps) {
  const t = usePlatformT();
  const english = useTranslation().i18n.language === 'en';
  return (
    <>
      <ParentCategoryField
        rows={rows}
        editingId={editingId}
        hint={t('category.parentHint')}
        choiceLabel={(row) => (english && row.nameEn ? row.nameEn : row.name)}
      />
      <TextField
        name="name"
        label={t('category.name')}
        required={t('category.nameRequired')}
        maxLength={30}
      />
      <TextField name="nameEn" label={t('category.nameEn')} extra={t('category.nameEnHint')} maxLength={60} />
      <SortField label={t('category.sort')} max={9999} />
      <SwitchField name="enabled" label={t('category.enabled')} />
    </>
  );
}
