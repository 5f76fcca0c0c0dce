import { Form, Input } from 'antd';
import { useLinkT } from './i18n.ts';
import type { LinkChoice } from './useLinkChoice.ts';

interface UrlLinkTabProps {
  field: LinkChoice<{ kind: string }>['url'];
  hint: string;
  placeholder: string;
  maxLength: number;
}

/** A typed address, checked by the caller's rule (its message shows under the field). */
export function UrlLinkTab({ field, hint, placeholder, maxLength }: UrlLinkTabProps) {
  const { value, error, onChange, onEnter } = field;
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
