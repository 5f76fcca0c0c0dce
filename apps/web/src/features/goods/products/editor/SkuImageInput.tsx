import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { MediaPicker } from '../../../../components/media/MediaPicker.tsx';
import { useEditorT } from './i18n.ts';

export interface SkuImageInputProps {
  value?: string | null;
  onChange?(value: string | null): void;
}

/** A small square that opens the media library; the chosen picture shows in it. */
export function SkuImageInput({ value, onChange }: SkuImageInputProps) {
  const t = useEditorT();
  const [open, setOpen] = useState(false);
  return (
    <div className="hh-sku-image" data-testid="sku-image">
      <button
        type="button"
        className="hh-sku-image-pick"
        onClick={() => setOpen(true)}
        aria-label={t('sku.image')}
        title={t('sku.image')}
      >
        {value ? <img src={value} alt="" /> : <PlusOutlined />}
      </button>
      {value && (
        <button
          type="button"
          className="hh-sku-image-clear"
          onClick={() => onChange?.(null)}
          aria-label={t('gallery.remove')}
        >
          <CloseOutlined />
        </button>
      )}
      <MediaPicker
        open={open}
        kind="image"
        onCancel={() => setOpen(false)}
        onChoose={([url]) => {
          setOpen(false);
          if (url) onChange?.(url);
        }}
      />
    </div>
  );
}
