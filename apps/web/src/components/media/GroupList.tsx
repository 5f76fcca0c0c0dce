import { EditOutlined, FolderOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { guard, usePermission } from '../usePermission.ts';
import { deleteGroup, type MediaGroup, UNGROUPED } from './api.ts';
import { DeleteIconButton } from './DeleteIconButton.tsx';
import { GroupDialog } from './GroupDialog.tsx';
import { useMediaT } from './i18n.ts';
import { useMediaGroups } from './useMediaGroups.ts';

interface GroupListProps {
  /** Undefined: all files; 0: files in no group. */
  value: number | undefined;
  onChange(groupId: number | undefined): void;
  /** Offer add, rename and delete (with `media:edit`). */
  manage?: boolean;
  /** After a group was deleted: its files are ungrouped now. */
  onDeleted?(groupId: number): void;
}

interface EntryProps {
  label: string;
  active: boolean;
  onClick(): void;
  testId: string;
  children?: ReactNode;
}

function Entry({ label, active, onClick, testId, children }: EntryProps) {
  return (
    <li className={`hh-media-group${active ? ' hh-media-group--active' : ''}`} data-testid={testId}>
      <button type="button" className="hh-media-group-name" onClick={onClick} title={label}>
        <FolderOutlined /> <span>{label}</span>
      </button>
      {children}
    </li>
  );
}

/** The groups on the left of the library: all, ungrouped, then the company's groups. */
export function GroupList({ value, onChange, manage, onDeleted }: GroupListProps) {
  const mt = useMediaT();
  const { groups, refresh } = useMediaGroups();
  const canManage = usePermission(guard('media:edit')) && manage === true;
  const [editing, setEditing] = useState<MediaGroup | 'new' | null>(null);

  const remove = async (group: MediaGroup) => {
    await deleteGroup(group.id);
    await refresh();
    onDeleted?.(group.id);
  };

  return (
    <nav className="hh-media-groups" aria-label={mt('groups.title')}>
      <ul>
        <Entry
          label={mt('groups.all')}
          active={value === undefined}
          onClick={() => onChange(undefined)}
          testId="media-group-all"
        />
        <Entry
          label={mt('groups.ungrouped')}
          active={value === UNGROUPED}
          onClick={() => onChange(UNGROUPED)}
          testId="media-group-none"
        />
        {groups.map((group) => (
          <Entry
            key={group.id}
            label={group.name}
            active={value === group.id}
            onClick={() => onChange(group.id)}
            testId="media-group"
          >
            {canManage && (
              <span className="hh-media-group-actions">
                <Button
                  type="text"
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={mt('groups.edit')}
                  onClick={() => setEditing(group)}
                  data-testid="media-group-edit"
                />
                <DeleteIconButton
                  title={mt('groups.deleteConfirm', { name: group.name })}
                  testId="media-group-delete"
                  onConfirm={() => remove(group)}
                />
              </span>
            )}
          </Entry>
        ))}
      </ul>
      {canManage && (
        <Button
          block
          type="dashed"
          icon={<PlusOutlined />}
          onClick={() => setEditing('new')}
          data-testid="media-group-add"
        >
          {mt('groups.add')}
        </Button>
      )}
      <GroupDialog
        group={editing}
        onClose={() => setEditing(null)}
        onSaved={(group) => {
          setEditing(null);
          void refresh();
          onChange(group.id);
        }}
      />
    </nav>
  );
}
