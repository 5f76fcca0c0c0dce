import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';

interface DeleteIconButtonProps {
  /** The confirm popover's question. */
  title: string;
  testId: string;
  /** A failure was already reported by the http client. */
  onConfirm(): Promise<void>;
}

/** A small delete icon behind a confirm popover, for the library's files and groups. */
export function DeleteIconButton({ title, testId, onConfirm }: DeleteIconButtonProps) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={title}
      onConfirm={() => onConfirm().catch(() => undefined)}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true }}
    >
      <Button
        type="text"
        size="small"
        danger
        icon={<DeleteOutlined />}
        aria-label={t('crud.delete')}
        data-testid={testId}
      />
    </Popconfirm>
  );
}
