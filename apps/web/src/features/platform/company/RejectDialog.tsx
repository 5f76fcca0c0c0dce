import { AUDIT_REJECTED } from '@hh/shared';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogKeys } from '../../../components/form/dialogKeys.ts';
import { applyFieldErrors } from '../../../http/fieldErrors.ts';
import { notifySuccess } from '../../../http/notify.ts';
import { quietly } from '../../../lib/quietly.ts';
import { usePlatformT } from '../i18n.ts';
import { type CompanyRow, decide } from './api.ts';

interface RejectDialogProps {
  company: CompanyRow | null;
  onClose(): void;
  onDone(): void;
}

/** Rejects a pending shop; the reason is required (the owner reads it). */
export function RejectDialog({ company, onClose, onDone }: RejectDialogProps) {
  const { t } = useTranslation();
  const pt = usePlatformT();
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (!company) return;
    const { reason } = await form.validateFields();
    setSaving(true);
    try {
      await decide(company.companyId, AUDIT_REJECTED, reason.trim());
    } catch (error) {
      applyFieldErrors(form, error);
      return;
    } finally {
      setSaving(false);
    }
    notifySuccess(pt('company.rejected', { name: company.companyName }));
    onDone();
  };

  const keys = useDialogKeys(company !== null, () => quietly(submit()));
  return (
    <Modal
      open={company !== null}
      afterOpenChange={keys.afterOpenChange}
      title={pt('company.rejectTitle', { name: company?.companyName ?? '' })}
      onCancel={onClose}
      onOk={() => quietly(submit())}
      okText={pt('company.reject')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      afterClose={() => form.resetFields()}
    >
      <div {...keys.body}>
        <Form form={form} name="rejectCompany" layout="vertical" data-testid="reject-form">
          <Form.Item
            name="reason"
            label={pt('company.reason')}
            rules={[{ required: true, whitespace: true, message: pt('company.reasonRequired') }]}
          >
            <Input.TextArea
              rows={4}
              maxLength={500}
              showCount
              placeholder={pt('company.reasonPlaceholder')}
            />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
