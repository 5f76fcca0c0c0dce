import { KeyOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogKeys } from '../../components/form/dialogKeys.ts';
import { applyFieldErrors } from '../../http/fieldErrors.ts';
import { notifySuccess } from '../../http/notify.ts';
import { quietly } from '../../lib/quietly.ts';
import { resetPasswords } from './api.ts';
import { staffRules } from './rules.ts';

export function ResetPasswordButton({ ids }: { ids: number[] }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string }>();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const { password } = await form.validateFields();
    setSaving(true);
    try {
      await resetPasswords(ids, password);
    } catch (error) {
      applyFieldErrors(form, error);
      return;
    } finally {
      setSaving(false);
    }
    setOpen(false);
    notifySuccess(t('staff.resetPasswordSucceeded'));
  };

  const keys = useDialogKeys(open, () => quietly(submit()));
  return (
    <>
      <Button
        icon={<KeyOutlined />}
        disabled={ids.length === 0}
        onClick={() => {
          form.resetFields();
          setOpen(true);
        }}
        data-testid="staff-reset-password"
      >
        {t('staff.resetPassword')}
      </Button>
      <Modal
        open={open}
        afterOpenChange={keys.afterOpenChange}
        title={t('staff.resetPasswordTitle', { count: ids.length })}
        onCancel={() => setOpen(false)}
        onOk={() => quietly(submit())}
        confirmLoading={saving}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        forceRender
        className="hh-staff-reset"
      >
        <div {...keys.body}>
          <Form form={form} name="staff-reset-password" layout="vertical">
            <Form.Item name="password" label={t('staff.newPassword')} rules={staffRules(t).password}>
              <Input.Password maxLength={64} autoComplete="new-password" />
            </Form.Item>
          </Form>
        </div>
      </Modal>
    </>
  );
}
