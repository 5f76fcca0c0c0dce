import { Form, Input } from 'antd';
import { MediaInput } from '../media/MediaInput.tsx';
import { CategoryCascader } from './CategoryCascader.tsx';
import { useShopFormT } from './i18n.ts';
import { PortraitInput } from './PortraitInput.tsx';
import { shopRules } from './rules.ts';
import type { ShopFormValues } from './types.ts';
import './shop-form.css';

export interface ShopFormFieldsProps {
  /**
   * Pick the head portrait from the current shop's media library. Off while creating a shop: the
   * new shop has no library yet (and the token may belong to another shop), so an address is typed.
   */
  mediaLibrary?: boolean;
}

/** The shop's details as form items (inside an antd Form of `ShopFormValues`). */
export function ShopFormFields({ mediaLibrary = false }: ShopFormFieldsProps) {
  const t = useShopFormT();
  const rules = shopRules(t);
  const name = Form.useWatch<ShopFormValues['companyName']>('companyName') ?? '';
  return (
    <>
      <Form.Item name="companyName" label={t('companyName')} rules={rules.companyName}>
        <Input placeholder={t('companyNamePlaceholder')} maxLength={40} showCount data-testid="shop-name" />
      </Form.Item>
      <Form.Item
        name="headPortrait"
        label={t('headPortrait')}
        extra={mediaLibrary ? t('headPortraitLibraryHint') : t('headPortraitHint')}
        rules={rules.headPortrait}
      >
        {mediaLibrary ? <MediaInput size={64} /> : <PortraitInput fallback={name} />}
      </Form.Item>
      <Form.Item name="categoryId" label={t('category')} rules={rules.categoryId}>
        <CategoryCascader />
      </Form.Item>
      <Form.Item name="contactName" label={t('contactName')} rules={rules.contactName}>
        <Input placeholder={t('contactNamePlaceholder')} maxLength={30} data-testid="shop-contact-name" />
      </Form.Item>
      <Form.Item name="contactPhone" label={t('contactPhone')} rules={rules.contactPhone}>
        <Input
          placeholder={t('contactPhonePlaceholder')}
          maxLength={11}
          inputMode="tel"
          data-testid="shop-contact-phone"
        />
      </Form.Item>
    </>
  );
}
