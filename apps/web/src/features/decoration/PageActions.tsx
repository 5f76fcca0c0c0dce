import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { guard, usePermission } from '../../components/usePermission.ts';
import { notifySuccess } from '../../http/notify.ts';
import { deletePage, duplicatePage, setHome } from './api.ts';
import { useDecoT } from './i18n.ts';
import type { PageRow } from './types.ts';

interface PageActionsProps {
  row: PageRow;
  terminalName: string;
  onEdit(): void;
  onVersions(): void;
  onChanged(): void;
}

/** A page's buttons: decorate, versions, duplicate, set as home, delete (each by its permission). */
export function PageActions({ row, terminalName, onEdit, onVersions, onChanged }: PageActionsProps) {
  const t = useDecoT();
  const { t: common } = useTranslation();
  const canEdit = usePermission(guard('decoration:edit'));
  const canPublish = usePermission(guard('decoration:publish'));
  const confirmProps = {
    okText: common('common.confirm'),
    cancelText: common('common.cancel'),
  };
  const duplicate = async () => {
    const copy = await duplicatePage(row.id, t('pages.duplicateName', { name: row.name }).slice(0, 30));
    notifySuccess(t('pages.duplicated', { name: copy.name }));
    onChanged();
  };
  const makeHome = async () => {
    await setHome(row.id);
    notifySuccess(t('pages.homeSet'));
    onChanged();
  };
  const remove = async () => {
    await deletePage(row.id);
    notifySuccess(t('pages.deleted'));
    onChanged();
  };
  const unpublished = row.publishedVersion === null;
  return (
    <Space size={0} wrap>
      {canEdit && (
        <Button type="link" size="small" onClick={onEdit} data-testid="deco-page-edit">
          {t('pages.edit')}
        </Button>
      )}
      <Button type="link" size="small" onClick={onVersions} data-testid="deco-page-versions">
        {t('pages.versions')}
      </Button>
      {canEdit && (
        <Button type="link" size="small" onClick={() => void duplicate()} data-testid="deco-page-duplicate">
          {t('pages.duplicate')}
        </Button>
      )}
      {canPublish && !row.isHome && (
        <Tooltip title={unpublished ? t('pages.setHomeUnpublished') : undefined}>
          <Popconfirm
            title={t('pages.setHomeConfirm', { name: row.name, terminal: terminalName })}
            onConfirm={() => void makeHome()}
            disabled={unpublished}
            {...confirmProps}
          >
            <Button type="link" size="small" disabled={unpublished} data-testid="deco-page-home">
              {t('pages.setHome')}
            </Button>
          </Popconfirm>
        </Tooltip>
      )}
      {canEdit && (
        <Tooltip title={row.isHome ? t('pages.homeCannotDelete') : undefined}>
          <Popconfirm
            title={t('pages.deleteConfirm', { name: row.name })}
            onConfirm={() => void remove()}
            disabled={row.isHome}
            okButtonProps={{ danger: true }}
            {...confirmProps}
          >
            <Button type="link" size="small" danger disabled={row.isHome} data-testid="deco-page-delete">
              {t('pages.delete')}
            </Button>
          </Popconfirm>
        </Tooltip>
      )}
    </Space>
  );
}
