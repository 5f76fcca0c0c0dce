import { Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDialogKeys } from '../../components/form/dialogKeys.ts';
import { ShopFormFields } from '../../components/shop-form/ShopFormFields.tsx';
import { type ShopFormValues, toShopFormValues, toShopInput } from '../../components/shop-form/types.ts';
import { applyFieldErrors } from '../../http/fieldErrors.ts';
import { notifySuccess } from '../../http/notify.ts';
import { landingPath } from '../../routing/landing.ts';
import { switchCompany } from '../../session/actions.ts';
import { useSession } from '../../session/state.ts';
import { createShop } from './api.ts';
import { useCompaniesT } from './i18n.ts';

interface CreateShopDialogProps {
  open: boolean;
  onClose(): void;
}

/** Creates a shop, switches to it and continues in the onboarding wizard (choose a plan, pay). */
export function CreateShopDialog({ open, onClose }: CreateShopDialogProps) {
  const { t } = useTranslation();
  const st = useCompaniesT();
  const navigate = useNavigate();
  const phone = useSession((state) => state.user?.phone ?? '');
  const [form] = Form.useForm<ShopFormValues>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      const input = toShopInput(values);
      const { companyId } = await createShop(input);
      notifySuccess(st('created', { name: input.companyName }));
      const shop = await switchCompany(companyId);
      navigate(landingPath(shop, null));
    } catch (error) {
      applyFieldErrors(form, error);
      setSaving(false);
    }
  };

  const keys = useDialogKeys(open, () => void submit());
  return (
    <Modal
      open={open}
      afterOpenChange={keys.afterOpenChange}
      title={st('createTitle')}
      width={560}
      destroyOnHidden
      mask={{ closable: false }}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={st('createSubmit')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'create-shop-submit' }}
    >
      <p className="hh-create-shop-hint">{st('createHint')}</p>
      <div {...keys.body}>
        <Form
          form={form}
          layout="vertical"
          initialValues={toShopFormValues({ contactPhone: phone })}
          data-testid="create-shop-form"
        >
          <ShopFormFields />
        </Form>
      </div>
    </Modal>
  );
}
