import { DownloadOutlined, ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ChoosableColumn, ColumnChooser } from '../../../components/crud/ColumnChooser.tsx';
import type { ColumnVisibility } from '../../../components/crud/useColumnVisibility.ts';
import { Permission } from '../../../components/Permission.tsx';
import { useAfterSalesT } from '../i18n.ts';
import { AFTER_SALE_PERMISSIONS } from '../permissions.ts';

export interface AfterSaleToolbarProps {
  selected: number;
  exporting: boolean;
  onExport(): void;
  onSettings(): void;
  onRefresh(): void;
  columns: ChoosableColumn[];
  visibility: ColumnVisibility;
}

/** Export (the selected after-sales, or all the filters match), settings, refresh and the column chooser. */
export function AfterSaleToolbar(props: AfterSaleToolbarProps) {
  const t = useAfterSalesT();
  const { t: common } = useTranslation();
  return (
    <div className="hh-crud-toolbar">
      <div className="hh-crud-toolbar-left">
        <Permission roles={AFTER_SALE_PERMISSIONS.export}>
          <Button
            icon={<DownloadOutlined />}
            loading={props.exporting}
            onClick={props.onExport}
            data-testid="after-sale-export"
          >
            {props.selected > 0
              ? t('actions.exportSelected', { count: props.selected })
              : t('actions.export')}
          </Button>
        </Permission>
        <Permission roles={AFTER_SALE_PERMISSIONS.settings}>
          <Button icon={<SettingOutlined />} onClick={props.onSettings} data-testid="after-sale-settings">
            {t('actions.settings')}
          </Button>
        </Permission>
        {props.selected > 0 && (
          <span className="hh-crud-selected">{common('crud.selected', { count: props.selected })}</span>
        )}
      </div>
      <div className="hh-crud-toolbar-right">
        <Tooltip title={common('crud.refresh')}>
          <Button
            icon={<ReloadOutlined />}
            aria-label={common('crud.refresh')}
            onClick={props.onRefresh}
            data-testid="after-sale-refresh"
          />
        </Tooltip>
        <ColumnChooser columns={props.columns} visibility={props.visibility} />
      </div>
    </div>
  );
}
