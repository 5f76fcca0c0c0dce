import { CameraOutlined } from '@ant-design/icons';
import { SPIN_DELAY_MS } from '@hh/shared';
import { Spin, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/UserAvatar.tsx';
import { useSession } from '../../../session/state.ts';
import type { AvatarUpload as AvatarUploadState } from './useAvatarUpload.ts';

export function AvatarUpload({ avatar }: { avatar: AvatarUploadState }) {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  return (
    <Upload
      accept="image/*"
      showUploadList={false}
      customRequest={({ file }) => {
        if (file instanceof File) void avatar.upload(file);
      }}
    >
      <button
        type="button"
        className="hh-avatar-upload"
        title={t('user.changeAvatar')}
        data-testid="avatar-upload"
      >
        <Spin spinning={avatar.uploading} delay={SPIN_DELAY_MS}>
          <UserAvatar user={user} size={96} />
        </Spin>
        <span className="hh-avatar-upload-mask">
          <CameraOutlined /> {t('user.changeAvatar')}
        </span>
      </button>
    </Upload>
  );
}
