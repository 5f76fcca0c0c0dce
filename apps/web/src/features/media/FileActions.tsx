import { CopyOutlined, DownloadOutlined, EditOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../components/crud/download.ts';
import { IconButton } from '../../components/IconButton.tsx';
import { downloadFile, type MediaFile } from '../../components/media/api.ts';
import { DeleteIconButton } from '../../components/media/DeleteIconButton.tsx';
import type { MediaFiles } from '../../components/media/useMediaFiles.ts';
import { guard, usePermission } from '../../components/usePermission.ts';
import { quietly } from '../../lib/quietly.ts';
import { useMediaLibraryT } from './i18n.ts';

const absolute = (url: string): string => new URL(url, window.location.origin).href;

/** Under each thumbnail: rename / move, download, copy the link, delete. */
export function FileActions({ file, files }: { file: MediaFile; files: MediaFiles }) {
  const { t } = useTranslation();
  const lt = useMediaLibraryT();
  const canEdit = usePermission(guard('media:edit'));
  const canDelete = usePermission(guard('media:del'));
  const download = async () => saveBlob(await downloadFile(file.id), file.name);
  return (
    <>
      {canEdit && (
        <IconButton
          icon={<EditOutlined />}
          label={lt('edit')}
          onClick={() => files.dialog.openEdit(file)}
          testId="media-edit"
          small
        />
      )}
      <IconButton
        icon={<DownloadOutlined />}
        label={lt('download')}
        onClick={() => quietly(download())}
        testId="media-download"
        small
      />
      <Typography.Text
        className="hh-media-copy"
        copyable={{
          text: absolute(file.url),
          icon: <CopyOutlined data-testid="media-copy" />,
          tooltips: [lt('copyUrl'), lt('copied')],
        }}
      />
      {canDelete && (
        <DeleteIconButton
          title={t('crud.deleteOneConfirm')}
          testId="media-delete"
          onConfirm={() => files.remove([file.id])}
        />
      )}
    </>
  );
}
