import { EditOutlined } from '@ant-design/icons';
import { Button, Descriptions, Typography } from 'antd';
import { Permission } from '../../../components/Permission.tsx';
import type { OrderDetail } from '../api.ts';
import { useOrdersT } from '../i18n.ts';
import { ORDER_PERMISSIONS } from '../permissions.ts';

export interface RemarkNotesProps {
  order: OrderDetail;
  onEdit(): void;
}

/** The buyer's note (read-only, plain text) beside the staff remark (editable). */
export function RemarkNotes({ order, onEdit }: RemarkNotesProps) {
  const t = useOrdersT();
  return (
    <Descriptions size="small" column={1} className="hh-order-notes">
      <Descriptions.Item label={t('fields.buyerNote')}>
        <Typography.Text className="hh-order-note" data-testid="detail-buyer-note">
          {order.buyerNote || t('detail.noBuyerNote')}
        </Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.remark')}>
        <Typography.Text className="hh-order-note" data-testid="detail-remark">
          {order.staffRemark || t('detail.noRemark')}
        </Typography.Text>
        <Permission roles={ORDER_PERMISSIONS.remark}>
          <Button
            type="link"
            size="small"
            icon={<EditOutlined />}
            aria-label={t('remark.edit')}
            onClick={onEdit}
            data-testid="detail-remark-edit"
          />
        </Permission>
      </Descriptions.Item>
    </Descriptions>
  );
}
