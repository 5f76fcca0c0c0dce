import { Button, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { guard, usePermission } from '../../components/usePermission.ts';
import { notifySuccess } from '../../http/notify.ts';
import { type ShopFooter, useSaveShopFooter, useShopFooter } from '../footer/shopFooter.ts';

const EDIT = guard('systemConfig:edit');

/** The footer's fields in order; Enter in the last one saves. */
const FIELDS: readonly { key: keyof ShopFooter; maxLength: number }[] = [
  { key: 'footerTxt', maxLength: 100 },
  { key: 'caseNumber', maxLength: 60 },
];

/** The shop's footer text and filing number, saved on the server for everyone in the shop. */
export function ShopFooterForm() {
  const { t } = useTranslation();
  const canEdit = usePermission(EDIT);
  const stored = useShopFooter();
  const save = useSaveShopFooter();
  const [draft, setDraft] = useState<ShopFooter>(stored);
  const [saving, setSaving] = useState(false);
  useEffect(() => setDraft(stored), [stored]);
  if (!canEdit) return null;

  const field = (key: keyof ShopFooter) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const submit = async () => {
    setSaving(true);
    try {
      await save(draft);
      notifySuccess(t('settings.footerSaved'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section data-testid="shop-footer-form">
      <h4>{t('settings.shopFooter')}</h4>
      {FIELDS.map(({ key, maxLength }, index) => (
        <div key={key} className="hh-settings-field">
          <label htmlFor={`hh-setting-${key}`}>{t(`settings.${key}`)}</label>
          <Input
            id={`hh-setting-${key}`}
            value={draft[key]}
            placeholder={t(`settings.${key}Placeholder`)}
            onChange={field(key)}
            onPressEnter={index === FIELDS.length - 1 ? submit : undefined}
            maxLength={maxLength}
            data-testid={`setting-${key}`}
          />
        </div>
      ))}
      <p className="hh-settings-hint">{t('settings.shopFooterHint')}</p>
      <Button type="primary" block loading={saving} onClick={submit} data-testid="save-shop-footer">
        {t('settings.footerSave')}
      </Button>
    </section>
  );
}
