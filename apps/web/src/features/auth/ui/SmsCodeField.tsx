import { MessageOutlined } from '@ant-design/icons';
import { isMobile, SMS_RESEND_SECONDS } from '@hh/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SmsScene, sendSmsCode } from '../api.ts';
import { useCountdown } from '../useCountdown.ts';
import { TextField } from './TextField.tsx';

interface SmsCodeFieldProps {
  phone: string;
  value: string;
  error?: string;
  scene: SmsScene;
  onChange(value: string): void;
  onPhoneInvalid(): void;
}

export function SmsCodeField({ phone, value, error, scene, onChange, onPhoneInvalid }: SmsCodeFieldProps) {
  const { t } = useTranslation();
  const { remaining, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const [hint, setHint] = useState<string | null>(null);

  const send = async () => {
    if (!isMobile(phone)) {
      onPhoneInvalid();
      return;
    }
    setSending(true);
    try {
      const result = await sendSmsCode(phone, scene);
      start(SMS_RESEND_SECONDS);
      setHint(result.message || t('auth.codeSent'));
      if (result.code) onChange(result.code);
    } catch {
      setHint(null);
    } finally {
      setSending(false);
    }
  };

  return (
    <TextField
      name="code"
      value={value}
      error={error}
      hint={hint}
      placeholder={t('auth.smsCode')}
      icon={<MessageOutlined />}
      maxLength={6}
      autoComplete="one-time-code"
      onChange={onChange}
      addon={
        <button
          type="button"
          className="hh-btn hh-sms-send"
          onClick={send}
          disabled={sending || remaining > 0}
          data-testid="sms-send"
        >
          {sending && <span className="hh-spinner hh-spinner--dark" aria-hidden="true" />}
          {remaining > 0 ? t('auth.resend', { count: remaining }) : t('auth.sendCode')}
        </button>
      }
    />
  );
}
