import { Avatar, Input } from 'antd';
import { useShopFormT } from './i18n.ts';

export interface PortraitInputProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string) => void;
  /** Shown in the preview when there is no image (the shop name's first letter). */
  fallback: string;
}

/** The head portrait's image address beside a live preview. */
export function PortraitInput({ id, value, onChange, fallback }: PortraitInputProps) {
  const t = useShopFormT();
  return (
    <div className="hh-portrait-input">
      <Avatar shape="square" size={48} src={value?.trim() || undefined} className="hh-portrait-preview">
        {fallback.slice(0, 1)}
      </Avatar>
      <Input
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange?.(event.target.value)}
        placeholder={t('headPortraitPlaceholder')}
        maxLength={500}
        allowClear
        data-testid="shop-head-portrait"
      />
    </div>
  );
}
