import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Delete one row through a confirm popover. antd shows the confirm button loading while the promise
 * runs and closes the popover when it settles; a failure was already reported by the http client.
 */
interface DeleteButtonProps {
  disabled?: boolean;
  onConfirm(): Promise<void>;
}

export function DeleteButton({ disabled, onConfirm }: DeleteButtonProps) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={t('crud.deleteOneConfirm')}
      onConfirm={() => onConfirm().catch(() => undefined)}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true }}
      disabled={disabled}
    >
      <Button type="link" size="small" danger disabled={disabled} data-testid="crud-delete">
        {t('crud.delete')}
      </Button>
    </Popconfirm>
  );
}
