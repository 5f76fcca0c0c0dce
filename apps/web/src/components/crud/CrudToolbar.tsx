import { DeleteOutlined, DownloadOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { quietly } from '../../lib/quietly.ts';
import { Permission } from '../Permission.tsx';
import { type ChoosableColumn, ColumnChooser } from './ColumnChooser.tsx';
import { confirmBulkDelete } from './confirmBulkDelete.ts';
import type { CrudPermissions } from './permissions.ts';
import type { CrudRecord } from './types.ts';
import type { ColumnVisibility } from './useColumnVisibility.ts';
import type { Crud } from './useCrud.ts';

interface CrudToolbarProps<Row extends CrudRecord, Values extends object, Query extends object> {
  crud: Crud<Row, Values, Query>;
  permissions: CrudPermissions;
  canAdd: boolean;
  exportable: boolean;
  columns: ChoosableColumn[];
  visibility: ColumnVisibility;
  extra?: ReactNode;
}

export function CrudToolbar<Row extends CrudRecord, Values extends object, Query extends object>(
  props: CrudToolbarProps<Row, Values, Query>,
) {
  const { t } = useTranslation();
  const { crud, permissions } = props;
  const ids = crud.selectedIds;
  return (
    <div className="hh-crud-toolbar" data-testid="crud-toolbar">
      <div className="hh-crud-toolbar-left">
        {props.canAdd && permissions.add && (
          <Permission roles={permissions.add}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={crud.dialog.openAdd}
              data-testid="crud-add"
            >
              {t('crud.add')}
            </Button>
          </Permission>
        )}
        {permissions.del && (
          <Permission roles={permissions.del}>
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={ids.length === 0}
              onClick={() => confirmBulkDelete(() => crud.remove(ids))}
              data-testid="crud-bulk-delete"
            >
              {t('crud.bulkDelete')}
            </Button>
          </Permission>
        )}
        {props.exportable && (
          <Button
            icon={<DownloadOutlined />}
            loading={crud.exporting}
            onClick={() => quietly(crud.download())}
            data-testid="crud-export"
          >
            {t('crud.export')}
          </Button>
        )}
        {props.extra}
        {ids.length > 0 && (
          <span className="hh-crud-selected">{t('crud.selected', { count: ids.length })}</span>
        )}
      </div>
      <div className="hh-crud-toolbar-right">
        <Tooltip title={t('crud.refresh')}>
          <Button
            icon={<ReloadOutlined />}
            aria-label={t('crud.refresh')}
            onClick={() => quietly(crud.refresh())}
            data-testid="crud-refresh"
          />
        </Tooltip>
        <ColumnChooser columns={props.columns} visibility={props.visibility} />
      </div>
    </div>
  );
}
