import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  DownloadOutlined,
  FolderOutlined,
  PlusOutlined,
  ReloadOutlined,
  UndoOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type ChoosableColumn, ColumnChooser } from '../../../components/crud/ColumnChooser.tsx';
import type { ColumnVisibility } from '../../../components/crud/useColumnVisibility.ts';
import { Permission } from '../../../components/Permission.tsx';
import { withFeedback } from '../../../lib/feedback.ts';
import { quietly } from '../../../lib/quietly.ts';
import type { ProductTab } from '../api.ts';
import { useProductT } from './i18n.ts';
import { PRODUCT_ADD_PATH, PRODUCT_PERMISSIONS } from './permissions.ts';

export interface ProductBulk {
  shelf(ids: number[], onShelf: boolean): Promise<void>;
  move(ids: number[]): void;
  recycle(ids: number[]): Promise<void>;
  restore(ids: number[]): Promise<void>;
  purge(ids: number[]): Promise<void>;
}

export interface ProductToolbarProps {
  tab: ProductTab;
  selectedIds: number[];
  bulk: ProductBulk;
  exporting: boolean;
  onExport(): void;
  onImport(): void;
  onRefresh(): void;
  columns: ChoosableColumn[];
  visibility: ColumnVisibility;
}

function useConfirm() {
  const { t } = useTranslation();
  return (content: string, action: () => Promise<void>) =>
    withFeedback((feedback) =>
      feedback.modal.confirm({
        title: t('common.prompt'),
        content,
        okText: t('common.confirm'),
        cancelText: t('common.cancel'),
        okButtonProps: { danger: true },
        onOk: () => action().catch(() => undefined),
      }),
    );
}

/** Add, import and export; the bulk actions of the tab shown; refresh and the column chooser. */
export function ProductToolbar(props: ProductToolbarProps) {
  const t = useProductT();
  const { t: common } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const ids = props.selectedIds;
  const none = ids.length === 0;
  const { bulk } = props;
  return (
    <div className="hh-crud-toolbar" data-testid="product-toolbar">
      <div className="hh-crud-toolbar-left">
        <Permission roles={PRODUCT_PERMISSIONS.add}>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(PRODUCT_ADD_PATH)}
            data-testid="product-add"
          >
            {t('actions.add')}
          </Button>
          <Button icon={<UploadOutlined />} onClick={props.onImport} data-testid="product-import">
            {t('actions.import')}
          </Button>
        </Permission>
        <Button
          icon={<DownloadOutlined />}
          loading={props.exporting}
          onClick={props.onExport}
          data-testid="product-export"
        >
          {t('actions.export')}
        </Button>
        {props.tab === 'recycle' ? (
          <Permission roles={PRODUCT_PERMISSIONS.del}>
            <Button
              icon={<UndoOutlined />}
              disabled={none}
              onClick={() => quietly(bulk.restore(ids))}
              data-testid="product-bulk-restore"
            >
              {t('bulk.restore')}
            </Button>
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={none}
              onClick={() => confirm(t('bulk.purgeConfirm', { count: ids.length }), () => bulk.purge(ids))}
              data-testid="product-bulk-purge"
            >
              {t('bulk.purge')}
            </Button>
          </Permission>
        ) : (
          <>
            <Permission roles={PRODUCT_PERMISSIONS.edit}>
              <Button
                icon={<ArrowUpOutlined />}
                disabled={none}
                onClick={() => quietly(bulk.shelf(ids, true))}
                data-testid="product-bulk-on"
              >
                {t('bulk.onShelf')}
              </Button>
              <Button
                icon={<ArrowDownOutlined />}
                disabled={none}
                onClick={() => quietly(bulk.shelf(ids, false))}
                data-testid="product-bulk-off"
              >
                {t('bulk.offShelf')}
              </Button>
              <Button
                icon={<FolderOutlined />}
                disabled={none}
                onClick={() => bulk.move(ids)}
                data-testid="product-bulk-move"
              >
                {t('bulk.move')}
              </Button>
            </Permission>
            <Permission roles={PRODUCT_PERMISSIONS.del}>
              <Button
                danger
                icon={<DeleteOutlined />}
                disabled={none}
                onClick={() =>
                  confirm(t('bulk.deleteConfirm', { count: ids.length }), () => bulk.recycle(ids))
                }
                data-testid="product-bulk-delete"
              >
                {t('bulk.delete')}
              </Button>
            </Permission>
          </>
        )}
        {!none && <span className="hh-crud-selected">{t('bulk.selected', { count: ids.length })}</span>}
      </div>
      <div className="hh-crud-toolbar-right">
        <Tooltip title={common('crud.refresh')}>
          <Button
            icon={<ReloadOutlined />}
            aria-label={common('crud.refresh')}
            onClick={props.onRefresh}
            data-testid="product-refresh"
          />
        </Tooltip>
        <ColumnChooser columns={props.columns} visibility={props.visibility} />
      </div>
    </div>
  );
}
