import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../http/notify.ts';
import { updateUser } from '../../../session/actions.ts';
import { useSession } from '../../../session/state.ts';
import { uploadAvatar } from './api.ts';

const MAX_BYTES = 2 * 1024 * 1024;

export interface AvatarUpload {
  uploading: boolean;
  /** Checks the file (an image of at most 2 MB), posts it as the avatar and shows the new one. */
  upload(file: File): Promise<void>;
}

export function useAvatarUpload(): AvatarUpload {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  const [uploading, setUploading] = useState(false);

  const check = (file: File): boolean => {
    if (!file.type.startsWith('image/')) {
      notifyError(t('user.avatarWrongType'));
      return false;
    }
    if (file.size > MAX_BYTES) {
      notifyError(t('user.avatarTooLarge'));
      return false;
    }
    return true;
  };

  const upload = async (file: File) => {
    if (!user || !check(file)) return;
    setUploading(true);
    try {
      const { avatar } = await uploadAvatar(file);
      updateUser({ ...user, avatar: `${avatar}${avatar.includes('?') ? '&' : '?'}v=${Date.now()}` });
      notifySuccess(t('user.avatarUpdated'));
    } catch {
      return;
    } finally {
      setUploading(false);
    }
  };

  return { uploading, upload };
}
