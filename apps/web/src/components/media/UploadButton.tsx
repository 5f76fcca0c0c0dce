import { UploadOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useRef } from 'react';
import type { MediaKind } from './api.ts';
import { UPLOAD_RULES } from './api.ts';
import { useMediaT } from './i18n.ts';

interface UploadButtonProps {
  /** Limits the file chooser to one kind; any file otherwise. */
  kind?: MediaKind;
  onFiles(files: File[]): void;
}

/** Opens the system file chooser for several files at once. */
export function UploadButton({ kind, onFiles }: UploadButtonProps) {
  const t = useMediaT();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Tooltip title={t('upload.limits')}>
        <Button
          type="primary"
          icon={<UploadOutlined />}
          onClick={() => input.current?.click()}
          data-testid="media-upload"
        >
          {t('upload.button')}
        </Button>
      </Tooltip>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={kind ? UPLOAD_RULES[kind].accept : undefined}
        data-testid="media-upload-input"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}
