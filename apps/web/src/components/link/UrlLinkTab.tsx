import { Form, Input } from 'antd';
import { useLinkT } from './i18n.ts';

interface UrlLinkTabProps {
  value: string;
  error: string | null;
  hint: string;
  placeholder: string;
  maxLength: number;
  onChange(value: string): void;
  onEnter(): void;
}

/** A typed address, checked by the caller's rule (its message shows under the field). */
export function UrlLinkTab({
  value,
  error,
  hint,
  placeholder,
  maxLength,
  onChange,
  onEnter,
}: UrlLinkTabProps) {
  const t = useLinkT();
  return (
    <Form layout="vertical" component="div">
      <Form.Item label={t('url')} required validateStatus={error ? 'error' : undefined} help={error ?? hint}>
        <Input
          autoFocus
          value={value}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
          onPressEnter={onEnter}
          data-testid="link-url"
        />
      </Form.Item>
    </Form>
  );
}
