import { CameraOutlined } from '@ant-design/icons';
import { Spin, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../components/UserAvatar.tsx';
import { notifyError, notifySuccess } from '../../http/notify.ts';
import { updateUser } from '../../session/actions.ts';
import { useSession } from '../../stores/session.ts';
import { uploadAvatar } from './api.ts';

const MAX_BYTES = 2 * 1024 * 1024;

export function AvatarUpload() {
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

  return (
    <Upload
      accept="image/*"
      showUploadList={false}
      customRequest={({ file }) => {
        if (file instanceof File) void upload(file);
      }}
    >
      <button
        type="button"
        className="hh-avatar-upload"
        title={t('user.changeAvatar')}
        data-testid="avatar-upload"
      >
        <Spin spinning={uploading}>
          <UserAvatar user={user} size={96} />
        </Spin>
        <span className="hh-avatar-upload-mask">
          <CameraOutlined /> {t('user.changeAvatar')}
        </span>
      </button>
    </Upload>
  );
}
