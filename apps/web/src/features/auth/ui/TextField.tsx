import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface TextFieldProps {
  name: string;
  value: string;
  placeholder: string;
  icon: ReactNode;
  error?: string;
  type?: 'text' | 'password' | 'tel';
  autoComplete?: string;
  maxLength?: number;
  addon?: ReactNode;
  hint?: string | null;
  onChange(value: string): void;
  onBlur?(): void;
}

export function TextField(props: TextFieldProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const [visible, setVisible] = useState(false);
  const password = props.type === 'password';
  return (
    <div className="hh-field">
      <div className="hh-field-row">
        <label className={props.error ? 'hh-input hh-input--error' : 'hh-input'}>
          <span className="hh-input-icon">{props.icon}</span>
          <input
            name={props.name}
            type={password && !visible ? 'password' : props.type === 'tel' ? 'tel' : 'text'}
            value={props.value}
            placeholder={props.placeholder}
            aria-label={props.placeholder}
            aria-invalid={props.error ? true : undefined}
            aria-describedby={props.error ? errorId : undefined}
            autoComplete={props.autoComplete}
            maxLength={props.maxLength}
            onChange={(event) => props.onChange(event.target.value)}
            onBlur={props.onBlur}
          />
          {password && (
            <button
              type="button"
              className="hh-input-suffix"
              onClick={() => setVisible((value) => !value)}
              aria-label={t('auth.password')}
              tabIndex={-1}
            >
              {visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
            </button>
          )}
        </label>
        {props.addon}
      </div>
      {props.error ? (
        <div className="hh-field-error" id={errorId} role="alert">
          {props.error}
        </div>
      ) : (
        props.hint && <div className="hh-field-hint">{props.hint}</div>
      )}
    </div>
  );
}
