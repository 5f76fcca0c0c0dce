import { Button, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { guard, usePermission } from '../../components/usePermission.ts';
import { notifySuccess } from '../../http/notify.ts';
import { type ShopFooter, useSaveShopFooter, useShopFooter } from '../footer/shopFooter.ts';

const EDIT = guard('systemConfig:edit');

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
      <div className="hh-settings-field">
        <label htmlFor="hh-setting-footer">{t('settings.footerTxt')}</label>
        <Input
          id="hh-setting-footer"
          value={draft.footerTxt}
          placeholder={t('settings.footerTxtPlaceholder')}
          onChange={field('footerTxt')}
          maxLength={100}
          data-testid="setting-footerTxt"
        />
      </div>
      <div className="hh-settings-field">
        <label htmlFor="hh-setting-case">{t('settings.caseNumber')}</label>
        <Input
          id="hh-setting-case"
          value={draft.caseNumber}
          placeholder={t('settings.caseNumberPlaceholder')}
          onChange={field('caseNumber')}
          onPressEnter={submit}
          maxLength={60}
          data-testid="setting-caseNumber"
        />
      </div>
      <p className="hh-settings-hint">{t('settings.shopFooterHint')}</p>
      <Button type="primary" block loading={saving} onClick={submit} data-testid="save-shop-footer">
        {t('settings.footerSave')}
      </Button>
    </section>
  );
}
