import { Switch } from 'antd';
import { useState } from 'react';
import { usePermission } from '../../../components/usePermission.ts';
import { notifySuccess } from '../../../http/notify.ts';
import type { ProductRow } from '../api.ts';
import { useProductT } from './i18n.ts';
import { PRODUCT_PERMISSIONS } from './permissions.ts';
import { setShelf } from './productApi.ts';

export interface ShelfSwitchProps {
  product: ProductRow;
  onChanged(): void;
}

/** Puts one product on or off the shelf; read-only without product:edit or in the recycle bin. */
export function ShelfSwitch({ product, onChanged }: ShelfSwitchProps) {
  const t = useProductT();
  const canEdit = usePermission(PRODUCT_PERMISSIONS.edit);
  const [saving, setSaving] = useState(false);

  const change = async (next: boolean) => {
    setSaving(true);
    try {
      await setShelf([product.id], next);
      notifySuccess(t(next ? 'shelf.changedOn' : 'shelf.changedOff'));
      onChanged();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Switch
      checked={product.onShelf}
      loading={saving}
      disabled={!canEdit || product.isDeleted}
      checkedChildren={t('shelf.on')}
      unCheckedChildren={t('shelf.off')}
      onChange={(next) => void change(next).catch(() => undefined)}
      data-testid="product-shelf"
    />
  );
}
