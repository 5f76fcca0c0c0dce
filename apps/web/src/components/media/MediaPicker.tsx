import { Button, Modal, Result, Space, Typography } from 'antd';
import { type Dispatch, type SetStateAction, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { guard, usePermission } from '../usePermission.ts';
import { type MediaFile, type MediaKind, plainFile } from './api.ts';
import { useMediaT } from './i18n.ts';
import { MediaBrowser } from './MediaBrowser.tsx';
import { type ChoiceRules, chooseUploaded, toggleChoice } from './selection.ts';
import { useMediaFiles } from './useMediaFiles.ts';

export interface MediaPickerProps {
  open: boolean;
  /** Only this kind is listed and uploaded; any kind when undefined. */
  kind?: MediaKind;
  /** Several files at once (in the order clicked); one otherwise. */
  multiple?: boolean;
  /** The most a multiple choice may hold. */
  max?: number;
  onCancel(): void;
  /** The chosen files' URLs, and the files themselves. */
  onChoose(urls: string[], files: MediaFile[]): void;
}

interface LibraryProps {
  kind?: MediaKind;
  chosen: MediaFile[];
  rules: ChoiceRules;
  /** Takes an updater: uploads finishing together each add to the latest choice. */
  onChange: Dispatch<SetStateAction<MediaFile[]>>;
}

/** Mounted only while the picker is open, so a closed picker loads nothing. */
function PickerLibrary({ kind, chosen, rules, onChange }: LibraryProps) {
  const files = useMediaFiles(kind);
  return (
    <MediaBrowser
      files={files}
      kind={kind}
      selectedIds={chosen.map((file) => file.id)}
      onToggle={(file) => onChange((current) => toggleChoice(current, plainFile(file), rules))}
      onUploaded={(file) => onChange((current) => chooseUploaded(current, file, rules))}
    />
  );
}

/** The media library in a dialog, with upload, returning the chosen URL(s). */
export function MediaPicker({ open, kind, multiple = false, max, onCancel, onChoose }: MediaPickerProps) {
  const { t } = useTranslation();
  const mt = useMediaT();
  const allowed = usePermission(guard('media:list', 'media:upload'));
  const [chosen, setChosen] = useState<MediaFile[]>([]);
  const rules: ChoiceRules = { multiple, max };
  const close = () => {
    setChosen([]);
    onCancel();
  };
  const confirm = () => {
    const picked = chosen;
    setChosen([]);
    onChoose(
      picked.map((file) => file.url),
      picked,
    );
  };

  return (
    <Modal
      open={open}
      title={mt(kind ? `picker.titles.${kind}` : 'picker.titleAny')}
      width={1000}
      onCancel={close}
      destroyOnHidden
      className="hh-media-picker"
      footer={
        <div className="hh-media-picker-footer">
          <Typography.Text type="secondary" data-testid="media-picker-count">
            {mt('picker.chosen', { count: chosen.length })}
            {multiple && max !== undefined && ` · ${mt('picker.max', { max })}`}
          </Typography.Text>
          <Space>
            <Button onClick={close}>{t('common.cancel')}</Button>
            <Button
              type="primary"
              disabled={chosen.length === 0}
              onClick={confirm}
              data-testid="media-picker-ok"
            >
              {t('common.confirm')}
            </Button>
          </Space>
        </div>
      }
    >
      {allowed ? (
        <PickerLibrary kind={kind} chosen={chosen} rules={rules} onChange={setChosen} />
      ) : (
        <Result status="403" subTitle={mt('picker.noPermission')} />
      )}
    </Modal>
  );
}
