import { formatDate } from '@hh/shared';
import { Drawer, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { tableLoading } from '../../../components/tableLoading.ts';
import { useSession } from '../../../session/state.ts';
import type { ProductRow } from '../api.ts';
import { useProductT } from './i18n.ts';
import type { StockLedgerLine } from './productApi.ts';
import { LEDGER_PAGE_SIZE, useProductDetail, useStockLedger } from './queries.ts';
import { skuName } from './stockChange.ts';

const KNOWN_REASONS = ['initial', 'edit', 'import'] as const;
type KnownReason = (typeof KNOWN_REASONS)[number];
const isKnownReason = (reason: string): reason is KnownReason =>
  (KNOWN_REASONS as readonly string[]).includes(reason);

function LedgerTable({ product }: { product: ProductRow }) {
  const t = useProductT();
  const [page, setPage] = useState(0);
  const ledger = useStockLedger(product.id, page);
  const detail = useProductDetail(product.id);
  const me = useSession((state) => state.user);
  const specOf = (skuId: number) => {
    const sku = detail.data?.skus.find((item) => item.id === skuId);
    return sku ? skuName(sku.specKey, t('stock.single')) : `#${skuId}`;
  };
  const operator = (id: number | null, line: StockLedgerLine) => {
    if (id === null) return t('ledger.system');
    if (me && id === me.id) return t('ledger.you', { name: me.nickName ?? me.username });
    return line.operatorName ?? t('ledger.operatorId', { id });
  };
  const columns: TableColumnsType<StockLedgerLine> = [
    {
      title: t('ledger.time'),
      dataIndex: 'createdAt',
      width: 170,
      render: (value: string) => formatDate(value),
    },
    { title: t('ledger.sku'), dataIndex: 'skuId', render: (value: number) => specOf(value) },
    {
      title: t('ledger.change'),
      dataIndex: 'change',
      align: 'right',
      render: (value: number) => (
        <span className={value < 0 ? 'hh-product-minus' : 'hh-product-plus'}>
          {value > 0 ? `+${value}` : value}
        </span>
      ),
    },
    { title: t('ledger.before'), dataIndex: 'before', align: 'right' },
    { title: t('ledger.after'), dataIndex: 'after', align: 'right' },
    {
      title: t('ledger.reason'),
      dataIndex: 'reason',
      ellipsis: true,
      render: (value: string, line) => {
        if (line.reasonCode) return t(`ledger.reasons.${line.reasonCode}`, line.reasonParams ?? {});
        return isKnownReason(value) ? t(`ledger.reasons.${value}`) : value;
      },
    },
    { title: t('ledger.operator'), dataIndex: 'operatorId', render: operator },
  ];
  return (
    <Table<StockLedgerLine>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={detail.data ? ledger.data?.content : undefined}
      loading={tableLoading(ledger.isFetching || detail.isLoading)}
      scroll={{ x: 'max-content' }}
      pagination={{
        current: page + 1,
        pageSize: LEDGER_PAGE_SIZE,
        total: ledger.data?.totalElements ?? 0,
        showSizeChanger: false,
        onChange: (next) => setPage(next - 1),
      }}
      data-testid="stock-ledger"
    />
  );
}

export interface LedgerDrawerProps {
  product: ProductRow | null;
  onClose(): void;
}

/** Every stock change of a product: when, which SKU, how much, before, after, why and by whom. */
export function LedgerDrawer({ product, onClose }: LedgerDrawerProps) {
  const t = useProductT();
  return (
    <Drawer
      open={product !== null}
      onClose={onClose}
      size={760}
      title={product ? t('ledger.title', { name: product.name }) : ''}
      data-testid="ledger-drawer"
    >
      {product && <LedgerTable key={product.id} product={product} />}
    </Drawer>
  );
}
