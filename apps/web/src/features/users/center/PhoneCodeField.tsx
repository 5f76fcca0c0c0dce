import { SMS_RESEND_SECONDS } from '@hh/shared';
import { Button, Form, type FormInstance, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { notifySuccess } from '../../../http/notify.ts';
import { sendPhoneCode } from './api.ts';
import { usePhoneT } from './i18n.ts';

interface PhoneCodeFieldProps {
  form: FormInstance;
}

/** The code proving the person holds the new phone, with the button that sends it there. */
export function PhoneCodeField({ form }: PhoneCodeFieldProps) {
  const pt = usePhoneT();
  const [remaining, setRemaining] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  const send = async () => {
    try {
      await form.validateFields(['phone']);
    } catch {
      return;
    }
    setSending(true);
    try {
      const result = await sendPhoneCode(form.getFieldValue('phone'));
      setRemaining(SMS_RESEND_SECONDS);
      notifySuccess(pt('sent'));
      if (result.code) form.setFieldValue('code', result.code);
    } finally {
      setSending(false);
    }
  };

  return (
    <Form.Item label={pt('code')} extra={pt('codeHint')} required>
      <Space.Compact block>
        <Form.Item
          name="code"
          noStyle
          rules={[
            { required: true, message: pt('codeRequired') },
            { pattern: /^\d{6}$/, message: pt('codeInvalid') },
          ]}
        >
          <Input maxLength={6} autoComplete="one-time-code" data-testid="profile-code" />
        </Form.Item>
        <Button
          onClick={() => void send()}
          loading={sending}
          disabled={remaining > 0}
          data-testid="profile-send-code"
        >
          {remaining > 0 ? pt('resend', { count: remaining }) : pt('send')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
