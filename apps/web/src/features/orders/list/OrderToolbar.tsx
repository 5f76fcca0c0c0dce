import { PlusOutlined, RollbackOutlined, UploadOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { useNavigate } from 'react-router';
import type { DeskListToolbar } from '../../../components/desk/DeskToolbar.tsx';
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

interface OrderToolbarActions {
  onBatchShip(): void;
  onSettings(): void;
}

/** The order list's own buttons: place an order, batch ship, the after-sales to review, the order timers. */
export function useOrderToolbar({ onBatchShip, onSettings }: OrderToolbarActions): DeskListToolbar {
  const t = useOrdersT();
  const navigate = useNavigate();
  const toReview = useAfterSalesToReview(usePermission(AFTER_SALES_PERMISSION));
  return {
    exportPermission: ORDER_PERMISSIONS.export,
    leading: (
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
    ),
    trailing: (
      <>
        <Permission roles={ORDER_PERMISSIONS.batchShip}>
          <Button icon={<UploadOutlined />} onClick={onBatchShip} data-testid="order-batch-ship">
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
      </>
    ),
    settings: {
      place: 'right',
      permission: ORDER_PERMISSIONS.settings,
      label: t('actions.settings'),
      testId: 'order-settings-open',
      onClick: onSettings,
    },
  };
}
