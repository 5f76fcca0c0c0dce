import { Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../../components/form/NumberField.tsx';
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
        label={t('category.parent')}
        hint={t('category.parentHint')}
        topLevel={t('category.topLevel')}
        choiceLabel={(row) => (english && row.nameEn ? row.nameEn : row.name)}
      />
      <Form.Item
        name="name"
        label={t('category.name')}
        rules={[{ required: true, whitespace: true, message: t('category.nameRequired') }]}
      >
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item name="nameEn" label={t('category.nameEn')} extra={t('category.nameEnHint')}>
        <Input maxLength={60} />
      </Form.Item>
      <NumberField
        name="sort"
        label={t('category.sort')}
        min={0}
        max={9999}
        input={{ className: 'hh-platform-number' }}
      />
      <Form.Item name="enabled" label={t('category.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  );
}
