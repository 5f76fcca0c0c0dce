import { useQueryClient } from '@tanstack/react-query';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../components/Permission.tsx';
import { ShopFormFields } from '../../../components/shop-form/ShopFormFields.tsx';
import { type ShopFormValues, toShopFormValues, toShopInput } from '../../../components/shop-form/types.ts';
import { useFormSave } from '../../../components/useFormSave.ts';
import { guard } from '../../../components/usePermission.ts';
import { notifySuccess } from '../../../http/notify.ts';
import { updateShop } from '../../../session/actions.ts';
import { saveShopProfile } from '../api.ts';
import { useOnboardingT } from '../i18n.ts';
import { onboardingKeys } from '../queries.ts';
import type { ShopDetails } from '../types.ts';

/** Edits the current shop's details (PUT /api/systemCompanyConfig, permission company:edit). */
export function ShopProfileForm({ details }: { details: ShopDetails }) {
  const t = useOnboardingT();
  const { t: common } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ShopFormValues>();
  const { saving, submit } = useFormSave(form, async (values) => {
    const input = toShopInput(values);
    await saveShopProfile(input);
    notifySuccess(t('profile.saved'));
    updateShop({ companyName: input.companyName, headPortrait: input.headPortrait });
    await queryClient.invalidateQueries({ queryKey: onboardingKeys.summary(details.companyId) });
  });

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={toShopFormValues({
        companyName: details.companyName,
        headPortrait: details.headPortrait,
        contactName: details.contactName ?? '',
        contactPhone: details.contactPhone ?? '',
        categoryId: details.categoryId ?? null,
      })}
      onFinish={(values) => void submit(values)}
      className="hh-shop-profile-form"
      data-testid="shop-profile-form"
    >
      <ShopFormFields mediaLibrary />
      <Permission roles={guard('company:edit')}>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="shop-profile-save">
          {common('common.save')}
        </Button>
      </Permission>
    </Form>
  );
}
