import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { parentChoices } from '../../../components/twoLevelTree.ts';
import { usePlatformT } from '../i18n.ts';
import { type Category, TOP_LEVEL } from './api.ts';

interface CategoryFormFieldsProps {
  rows: readonly Category[];
  /** The category being edited; undefined when adding. */
  editingId: number | undefined;
}

export function CategoryFormFields({ rows, editingId }: CategoryFormFieldsProps) {
  const t = usePlatformT();
  const english = useTranslation().i18n.language === 'en';
  const hasChildren = editingId !== undefined && rows.some((row) => row.parentId === editingId);
  const options = [
    { value: TOP_LEVEL, label: t('category.topLevel') },
    ...parentChoices(rows, editingId).map((row) => ({
      value: row.id,
      label: english && row.nameEn ? row.nameEn : row.name,
    })),
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
        rules={[{ required: true, whitespace: true, message: t('category.nameRequired') }]}
      >
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item name="nameEn" label={t('category.nameEn')} extra={t('category.nameEnHint')}>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="sort" label={t('category.sort')}>
        <InputNumber min={0} max={9999} precision={0} className="hh-platform-number" />
      </Form.Item>
      <Form.Item name="enabled" label={t('category.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  );
}
