import { MobileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TextField } from './TextField.tsx';

interface PhoneFieldProps {
  value: string;
  error?: string;
  onChange(value: string): void;
  onBlur(): void;
}

/** The mobile number field shared by phone sign-in, registration and password recovery. */
export function PhoneField(props: PhoneFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      name="phone"
      type="tel"
      value={props.value}
      error={props.error}
      placeholder={t('auth.phone')}
      icon={<MobileOutlined />}
      maxLength={11}
      autoComplete="tel"
      onChange={props.onChange}
      onBlur={props.onBlur}
    />
  );
}
