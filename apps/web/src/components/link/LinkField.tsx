import { LinkOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useLinkT } from './i18n.ts';

interface LinkFieldProps {
  /** What the link reads as; null when none is picked. */
  label: string | null;
  editable: boolean;
  /** The picker, shown while open; `close` closes it. */
  picker(close: () => void): ReactNode;
  /** Clears the link (offered when the link is optional and one is picked). */
  onClear?(): void;
}

/** A link as it reads (kind and name), and the button that opens its picker. */
export function LinkField({ label, editable, picker, onClear }: LinkFieldProps) {
  const t = useLinkT();
  const [open, setOpen] = useState(false);
  return (
    <Flex align="center" gap={8} wrap>
      <Typography.Text
        type={label ? undefined : 'secondary'}
        ellipsis={{ tooltip: true }}
        className="hh-link-value"
        data-testid="link-value"
      >
        {label ?? t('none')}
      </Typography.Text>
      {editable && (
        <Button icon={<LinkOutlined />} onClick={() => setOpen(true)} data-testid="link-pick">
          {label ? t('change') : t('pick')}
        </Button>
      )}
      {editable && label && onClear && (
        <Button type="link" onClick={onClear} data-testid="link-clear">
          {t('clear')}
        </Button>
      )}
      {open && picker(() => setOpen(false))}
    </Flex>
  );
}
