import { FileOutlined, PictureOutlined } from '@ant-design/icons';
import { Button, Image, Tooltip } from 'antd';
import { useState } from 'react';
import { guard, usePermission } from '../usePermission.ts';
import type { MediaKind } from './api.ts';
import { useMediaT } from './i18n.ts';
import { MediaPicker } from './MediaPicker.tsx';
import './media.css';

export interface MediaInputProps {
  value?: string | null;
  onChange?(value: string | null): void;
  /** What may be chosen; pictures by default. */
  kind?: MediaKind;
  disabled?: boolean;
  /** Preview size in px. */
  size?: number;
}

const fileName = (url: string): string => decodeURIComponent(url.split('?')[0]?.split('/').pop() ?? url);

/** A form field holding one media URL: its thumbnail, a button to choose it from the library, and clear. */
export function MediaInput({ value, onChange, kind = 'image', disabled, size = 80 }: MediaInputProps) {
  const t = useMediaT();
  const allowed = usePermission(guard('media:list', 'media:upload'));
  const [open, setOpen] = useState(false);
  const choose = (
    <Button onClick={() => setOpen(true)} disabled={disabled || !allowed} data-testid="media-input-choose">
      {t(value ? 'input.change' : 'input.choose')}
    </Button>
  );
  return (
    <div className="hh-media-input" data-testid="media-input">
      <div className="hh-media-input-preview" style={{ width: size, height: size }}>
        {value && kind === 'image' && (
          <Image src={value} width={size} height={size} alt="" preview={{ cover: t('input.preview') }} />
        )}
        {value && kind !== 'image' && (
          <a href={value} target="_blank" rel="noreferrer" title={fileName(value)}>
            <FileOutlined /> {fileName(value)}
          </a>
        )}
        {!value && <PictureOutlined className="hh-media-input-empty" />}
      </div>
      <div className="hh-media-input-buttons">
        {allowed ? choose : <Tooltip title={t('picker.noPermission')}>{choose}</Tooltip>}
        {value && (
          <Button onClick={() => onChange?.(null)} disabled={disabled} data-testid="media-input-clear">
            {t('input.clear')}
          </Button>
        )}
      </div>
      <MediaPicker
        open={open}
        kind={kind}
        onCancel={() => setOpen(false)}
        onChoose={([url]) => {
          setOpen(false);
          if (url) onChange?.(url);
        }}
      />
    </div>
  );
}
