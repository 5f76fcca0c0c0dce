import { goodsCategoriesContract } from '@hh/shared';
import { Switch } from 'antd';
import { useState } from 'react';
import { http } from '../../../http/client.ts';
import { notifySuccess } from '../../../http/notify.ts';
import { CATEGORY_URL, type Category } from '../api.ts';
import { useCatalogT } from '../catalogI18n.ts';
import { categoryToBody, categoryToForm } from './categoryForm.ts';

interface ShowSwitchProps {
  category: Category;
  editable: boolean;
  onChanged(): Promise<void>;
}

/** Shows or hides a category straight from its row; read-only without goodsCategory:edit. */
export function ShowSwitch({ category, editable, onChanged }: ShowSwitchProps) {
  const t = useCatalogT();
  const [saving, setSaving] = useState(false);

  const change = async (isShow: boolean) => {
    setSaving(true);
    try {
      await http.put(CATEGORY_URL, goodsCategoriesContract.one, {
        ...categoryToBody(categoryToForm(category)),
        isShow,
        id: category.id,
      });
      notifySuccess(t('category.showChanged'));
      await onChanged();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Switch
      checked={category.isShow}
      loading={saving}
      disabled={!editable}
      checkedChildren={t('category.shown')}
      unCheckedChildren={t('category.hidden')}
      onChange={(next) => void change(next).catch(() => undefined)}
      data-testid="category-show"
    />
  );
}
