import {
  DownloadOutlined,
  PlusOutlined,
  ReloadOutlined,
  RollbackOutlined,
  SettingOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type ChoosableColumn, ColumnChooser } from '../../../components/crud/ColumnChooser.tsx';
import type { ColumnVisibility } from '../../../components/crud/useColumnVisibility.ts';
import { Permission } from '../../../components/Permission.tsx';
import { usePermission } from '../../../components/usePermission.ts';
import { useOrdersT } from '../i18n.ts';
import {
  AFTER_SALES_PERMISSION,
  afterSalesPath,
  ORDER_CREATE_PATH,
  ORDER_PERMISSIONS,
} from '../permissions.ts';
import { useAfterSalesToReview } from '../queries.ts';

export interface OrderToolbarProps {
  selected: number;
  exporting: boolean;
  onExport(): void;
  onBatchShip(): void;
  onSettings(): void;
  onRefresh(): void;
  columns: ChoosableColumn[];
  visibility: ColumnVisibility;
}

/** Export (the selected orders, or all the filters match), batch ship, the order timers, refresh and the column chooser. */
export function OrderToolbar(props: OrderToolbarProps) {
  const t = useOrdersT();
  const { t: common } = useTranslation();
  const navigate = useNavigate();
  const toReview = useAfterSalesToReview(usePermission(AFTER_SALES_PERMISSION));
  return (
    <div className="hh-crud-toolbar">
      <div className="hh-crud-toolbar-left">
        <Permission roles={ORDER_PERMISSIONS.add}>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(ORDER_CREATE_PATH)}
            data-testid="order-create-open"
          >
            {t('create.title')}
          </Button>
        </Permission>
        <Permission roles={ORDER_PERMISSIONS.export}>
          <Button
            icon={<DownloadOutlined />}
            loading={props.exporting}
            onClick={props.onExport}
            data-testid="order-export"
          >
            {props.selected > 0
              ? t('actions.exportSelected', { count: props.selected })
              : t('actions.export')}
          </Button>
        </Permission>
        <Permission roles={ORDER_PERMISSIONS.batchShip}>
          <Button icon={<UploadOutlined />} onClick={props.onBatchShip} data-testid="order-batch-ship">
            {t('actions.batchShip')}
          </Button>
        </Permission>
        <Permission roles={AFTER_SALES_PERMISSION}>
          <Badge count={toReview.data ?? 0} size="small" data-testid="order-after-sales-badge">
            <Button
              icon={<RollbackOutlined />}
              onClick={() => navigate(afterSalesPath())}
              data-testid="order-after-sales"
            >
              {t('actions.afterSales')}
            </Button>
          </Badge>
        </Permission>
        {props.selected > 0 && (
          <span className="hh-crud-selected">{common('crud.selected', { count: props.selected })}</span>
        )}
      </div>
      <div className="hh-crud-toolbar-right">
        <Permission roles={ORDER_PERMISSIONS.settings}>
          <Button icon={<SettingOutlined />} onClick={props.onSettings} data-testid="order-settings-open">
            {t('actions.settings')}
          </Button>
        </Permission>
        <Tooltip title={common('crud.refresh')}>
          <Button
            icon={<ReloadOutlined />}
            aria-label={common('crud.refresh')}
            onClick={props.onRefresh}
            data-testid="order-refresh"
          />
        </Tooltip>
        <ColumnChooser columns={props.columns} visibility={props.visibility} />
      </div>
    </div>
  );
}
