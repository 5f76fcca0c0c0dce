import { Cascader } from 'antd';
import { useTranslation } from 'react-i18next';
import { type CategoryOption, categoryOptions, categoryPath } from './categoryTree.ts';
import { useShopFormT } from './i18n.ts';
import { useCategoryLevels } from './useCategoryLevels.ts';

export interface CategoryCascaderProps {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
}

/** The platform's shop categories, a parent's children loaded when it is opened; the value is one id. */
export function CategoryCascader({ id, value, onChange }: CategoryCascaderProps) {
  const t = useShopFormT();
  const { i18n } = useTranslation();
  const { levels, loading, open } = useCategoryLevels(value);
  const options = categoryOptions(levels, i18n.language);
  const path = value == null ? undefined : categoryPath(levels, value);
  return (
    <Cascader<CategoryOption>
      id={id}
      data-testid="category-cascader"
      options={options}
      value={path}
      loading={loading}
      allowClear
      placeholder={t('categoryPlaceholder')}
      loadData={(selected) => {
        const last = selected.at(-1);
        if (last) open(last.value);
      }}
      onChange={(next) => {
        const last = next?.at(-1);
        onChange?.(last === undefined ? null : Number(last));
      }}
    />
  );
}
