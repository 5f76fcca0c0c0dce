import { MessageOutlined } from '@ant-design/icons';
import type { PublicSmsScene } from '@hh/shared';
import { isMobile, SMS_RESEND_SECONDS } from '@hh/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaptcha } from '../../../hooks/useCaptcha.ts';
import { useCountdown } from '../../../hooks/useCountdown.ts';
import { fetchCaptcha, sendSmsCode } from '../api.ts';
import { CaptchaField } from './CaptchaField.tsx';
import { TextField } from './TextField.tsx';

interface SmsCodeFieldProps {
  phone: string;
  value: string;
  error?: string;
  scene: PublicSmsScene;
  onChange(value: string): void;
  onPhoneInvalid(): void;
  /** A refused send (wrong captcha, too many codes): the form shows the server's message. */
  onSendError(error: unknown): void;
}

/** The captcha, then the SMS code with its "send" button: a code is sent only with a solved captcha. */
export function SmsCodeField(props: SmsCodeFieldProps) {
  const { phone, value, error, scene, onChange, onPhoneInvalid, onSendError } = props;
  const { t } = useTranslation();
  const { remaining, start } = useCountdown();
  const { captcha, refresh } = useCaptcha(fetchCaptcha);
  const [captchaCode, setCaptchaCode] = useState('');
  const [captchaError, setCaptchaError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [hint, setHint] = useState<string | null>(null);

  const send = async () => {
    if (!isMobile(phone)) {
      onPhoneInvalid();
      return;
    }
    if (!captchaCode.trim() || !captcha) {
      setCaptchaError(t('auth.rules.captchaRequired'));
      return;
    }
    setSending(true);
    try {
      const result = await sendSmsCode(phone, scene, { uuid: captcha.uuid, code: captchaCode });
      start(SMS_RESEND_SECONDS);
      setHint(result.message || t('auth.codeSent'));
      if (result.code) onChange(result.code);
    } catch (sendError) {
      setHint(null);
      onSendError(sendError);
    } finally {
      // A captcha is good for one send, right or wrong.
      setCaptchaCode('');
      refresh();
      setSending(false);
    }
  };

  return (
    <>
      <CaptchaField
        name="captcha"
        captcha={captcha}
        value={captchaCode}
        error={captchaError}
        onChange={(next) => {
          setCaptchaCode(next);
          setCaptchaError(undefined);
        }}
        onRefresh={refresh}
      />
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
    </>
  );
}
