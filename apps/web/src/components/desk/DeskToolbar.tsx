import { DownloadOutlined, ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import type { Grant } from '@hh/shared';
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChoosableColumn, ColumnChooser } from '../crud/ColumnChooser.tsx';
import type { ColumnVisibility } from '../crud/useColumnVisibility.ts';
import { Permission } from '../Permission.tsx';
import { useDeskT } from './i18n.ts';

export interface DeskToolbarProps {
  /** The testid prefix: `{name}-export`, `{name}-refresh`. */
  name: string;
  exportPermission: readonly Grant[];
  selected: number;
  exporting: boolean;
  onExport(): void;
  onRefresh(): void;
  columns: ChoosableColumn[];
  visibility: ColumnVisibility;
  /** The area's buttons before the export (e.g. add). */
  leading?: ReactNode;
  /** The area's buttons after the export. */
  trailing?: ReactNode;
  /** The area's buttons on the right, before refresh and the column chooser. */
  right?: ReactNode;
  /** The area's settings button, after its buttons on the left (`trailing`) or on the right. */
  settings?: SettingsButtonProps & { place: 'trailing' | 'right' };
}

/** What an area puts in its list's toolbar. */
export type DeskListToolbar = Pick<
  DeskToolbarProps,
  'exportPermission' | 'leading' | 'trailing' | 'right' | 'settings'
>;

/** Export (the selected rows, or all the filters match), the area's own buttons, refresh and the column chooser. */
export function DeskToolbar(props: DeskToolbarProps) {
  const t = useDeskT();
  const { t: common } = useTranslation();
  return (
    <div className="hh-crud-toolbar">
      <div className="hh-crud-toolbar-left">
        {props.leading}
        <Permission roles={props.exportPermission}>
          <Button
            icon={<DownloadOutlined />}
            loading={props.exporting}
            onClick={props.onExport}
            data-testid={`${props.name}-export`}
          >
            {props.selected > 0 ? t('exportSelected', { count: props.selected }) : t('export')}
          </Button>
        </Permission>
        {props.trailing}
        {props.settings?.place === 'trailing' && <SettingsButton {...props.settings} />}
        {props.selected > 0 && (
          <span className="hh-crud-selected">{common('crud.selected', { count: props.selected })}</span>
        )}
      </div>
      <div className="hh-crud-toolbar-right">
        {props.right}
        {props.settings?.place === 'right' && <SettingsButton {...props.settings} />}
        <Tooltip title={common('crud.refresh')}>
          <Button
            icon={<ReloadOutlined />}
            aria-label={common('crud.refresh')}
            onClick={props.onRefresh}
            data-testid={`${props.name}-refresh`}
          />
        </Tooltip>
        <ColumnChooser columns={props.columns} visibility={props.visibility} />
      </div>
    </div>
  );
}

interface SettingsButtonProps {
  permission: readonly Grant[];
  label: string;
  testId: string;
  onClick(): void;
}

/** An area's settings (its timers, rules), for those who may change them. */
function SettingsButton({ permission, label, testId, onClick }: SettingsButtonProps) {
  return (
    <Permission roles={permission}>
      <Button icon={<SettingOutlined />} onClick={onClick} data-testid={testId}>
        {label}
      </Button>
    </Permission>
  );
}
