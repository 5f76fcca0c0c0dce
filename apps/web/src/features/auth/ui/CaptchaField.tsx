import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Captcha } from '../api.ts';
import { TextField } from './TextField.tsx';

interface CaptchaFieldProps {
  /** The input's name; `code` on the sign-in form, where the API calls the captcha `code`. */
  name?: string;
  captcha: Captcha | undefined;
  value: string;
  error?: string;
  onChange(value: string): void;
  onRefresh(): void;
}

export function CaptchaField({
  name = 'code',
  captcha,
  value,
  error,
  onChange,
  onRefresh,
}: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      name={name}
      value={value}
      error={error}
      placeholder={t('auth.captcha')}
      icon={<SafetyCertificateOutlined />}
      maxLength={8}
      autoComplete="off"
      onChange={onChange}
      addon={
        <button
          type="button"
          className="hh-captcha"
          onClick={onRefresh}
          title={t('auth.captchaRefresh')}
          aria-label={t('auth.captchaRefresh')}
          data-testid="captcha-image"
        >
          {captcha ? (
            <img src={captcha.img} alt={t('auth.captcha')} />
          ) : (
            <span>{t('auth.captchaLoading')}</span>
          )}
        </button>
      }
    />
  );
}
