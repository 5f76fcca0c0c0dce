import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Permission } from '../../../components/Permission.tsx';
import type { ProductRow } from '../api.ts';
import { useProductT } from './i18n.ts';
import { PRODUCT_PERMISSIONS, productEditPath } from './permissions.ts';

export interface ProductRowActionsProps {
  product: ProductRow;
  onStock(product: ProductRow): void;
  onLedger(product: ProductRow): void;
  onRecycle(ids: number[]): Promise<void>;
  onRestore(ids: number[]): Promise<void>;
  onPurge(ids: number[]): Promise<void>;
}

const ignore = () => undefined;

/** Edit, stock, ledger and delete; in the recycle bin, restore and delete for good. */
export function ProductRowActions(props: ProductRowActionsProps) {
  const t = useProductT();
  const { t: common } = useTranslation();
  const navigate = useNavigate();
  const { product } = props;
  if (product.isDeleted) {
    return (
      <span className="hh-crud-row-actions">
        <Permission roles={PRODUCT_PERMISSIONS.del}>
          <Button
            type="link"
            size="small"
            onClick={() => void props.onRestore([product.id]).catch(ignore)}
            data-testid="product-restore"
          >
            {t('actions.restore')}
          </Button>
          <Popconfirm
            title={t('actions.purgeConfirm')}
            okText={common('common.confirm')}
            cancelText={common('common.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => props.onPurge([product.id]).catch(ignore)}
          >
            <Button type="link" size="small" danger data-testid="product-purge">
              {t('actions.purge')}
            </Button>
          </Popconfirm>
        </Permission>
      </span>
    );
  }
  return (
    <span className="hh-crud-row-actions">
      <Permission roles={PRODUCT_PERMISSIONS.edit}>
        <Button
          type="link"
          size="small"
          onClick={() => navigate(productEditPath(product.id))}
          data-testid="product-edit"
        >
          {t('actions.edit')}
        </Button>
      </Permission>
      <Permission roles={PRODUCT_PERMISSIONS.stock}>
        <Button type="link" size="small" onClick={() => props.onStock(product)} data-testid="product-stock">
          {t('actions.stock')}
        </Button>
      </Permission>
      <Button type="link" size="small" onClick={() => props.onLedger(product)} data-testid="product-ledger">
        {t('actions.ledger')}
      </Button>
      <Permission roles={PRODUCT_PERMISSIONS.del}>
        <Popconfirm
          title={t('actions.deleteConfirm')}
          okText={common('common.confirm')}
          cancelText={common('common.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => props.onRecycle([product.id]).catch(ignore)}
        >
          <Button type="link" size="small" danger data-testid="product-delete">
            {t('actions.delete')}
          </Button>
        </Popconfirm>
      </Permission>
    </span>
  );
}
