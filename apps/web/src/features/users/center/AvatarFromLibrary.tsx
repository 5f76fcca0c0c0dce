import { PictureOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { downloadFile, type MediaFile } from '../../../components/media/api.ts';
import { useMediaT } from '../../../components/media/i18n.ts';
import { MediaPicker } from '../../../components/media/MediaPicker.tsx';
import { guard, usePermission } from '../../../components/usePermission.ts';
import { quietly } from '../../../lib/quietly.ts';
import type { AvatarUpload } from './useAvatarUpload.ts';

/**
 * The avatar from a picture of the company's media library (for people who may use it). The avatar
 * endpoint takes a file, so the chosen picture is fetched and posted like a file chosen from disk.
 */
export function AvatarFromLibrary({ avatar }: { avatar: AvatarUpload }) {
  const t = useMediaT();
  const allowed = usePermission(guard('media:list', 'media:upload'));
  const [open, setOpen] = useState(false);
  if (!allowed) return null;

  const use = async (picture: MediaFile) => {
    const blob = await downloadFile(picture.id);
    await avatar.upload(new File([blob], picture.name, { type: picture.mime }));
  };

  return (
    <>
      <Button
        type="link"
        size="small"
        icon={<PictureOutlined />}
        disabled={avatar.uploading}
        onClick={() => setOpen(true)}
        data-testid="avatar-from-library"
      >
        {t('picker.fromLibrary')}
      </Button>
      <MediaPicker
        open={open}
        kind="image"
        onCancel={() => setOpen(false)}
        onChoose={(_urls, [picture]) => {
          setOpen(false);
          if (picture) quietly(use(picture));
        }}
      />
    </>
  );
}
