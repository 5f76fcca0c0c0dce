import { DeleteOutlined, FolderOpenOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmBulkDelete } from '../../components/crud/confirmBulkDelete.ts';
import { moveFile, UNGROUPED } from '../../components/media/api.ts';
import { useMediaT } from '../../components/media/i18n.ts';
import type { MediaFiles } from '../../components/media/useMediaFiles.ts';
import { useMediaGroups } from '../../components/media/useMediaGroups.ts';
import { guard, usePermission } from '../../components/usePermission.ts';
import { notifySuccess } from '../../http/notify.ts';
import { quietly } from '../../lib/quietly.ts';
import { useMediaLibraryT } from './i18n.ts';

/** Select the page, move the selected files to a group, delete them. */
export function BulkActions({ files }: { files: MediaFiles }) {
  const { t } = useTranslation();
  const mt = useMediaT();
  const lt = useMediaLibraryT();
  const { groups } = useMediaGroups();
  const canEdit = usePermission(guard('media:edit'));
  const canDelete = usePermission(guard('media:del'));
  const ids = files.selectedIds;
  const none = ids.length === 0;

  const move = async (groupId: number) => {
    const chosen = files.rows.filter((file) => ids.includes(file.id));
    for (const file of chosen) await moveFile(file, groupId);
    notifySuccess(lt('moved', { count: chosen.length }));
    await files.refresh();
  };

  const groupItems = [
    { key: String(UNGROUPED), label: mt('groups.ungrouped') },
    ...groups.map((group) => ({ key: String(group.id), label: group.name })),
  ];

  return (
    <>
      <Button
        onClick={() => files.setSelectedIds(none ? files.rows.map((file) => file.id) : [])}
        data-testid="media-select-page"
      >
        {none ? lt('selectPage') : lt('clearSelection')}
      </Button>
      {canEdit && (
        <Dropdown
          disabled={none}
          trigger={['click']}
          menu={{ items: groupItems, onClick: ({ key }) => quietly(move(Number(key))) }}
        >
          <Button icon={<FolderOpenOutlined />} data-testid="media-bulk-move">
            {lt('moveTo')}
          </Button>
        </Dropdown>
      )}
      {canDelete && (
        <Button
          danger
          icon={<DeleteOutlined />}
          disabled={none}
          onClick={() => confirmBulkDelete(() => files.remove(ids))}
          data-testid="media-bulk-delete"
        >
          {t('crud.bulkDelete')}
        </Button>
      )}
      {!none && <span className="hh-media-selected">{lt('selected', { count: ids.length })}</span>}
    </>
  );
}
