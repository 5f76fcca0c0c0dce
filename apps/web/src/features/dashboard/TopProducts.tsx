import { PictureOutlined } from '@ant-design/icons';
import { Avatar, Empty, Segmented, Table } from 'antd';
import { useState } from 'react';
import type { SalesStats, TopProduct } from './salesApi.ts';
import { yuan } from './salesFormat.ts';
import { useSalesT } from './salesI18n.ts';

type Ranking = 'byQuantity' | 'byAmount';

/** The ten best sellers of the range, by quantity or by amount, as the order lines snapshot them. */
export function TopProducts({ stats }: { stats: SalesStats }) {
  const t = useSalesT();
  const [ranking, setRanking] = useState<Ranking>('byQuantity');
  const list = ranking === 'byQuantity' ? stats.topByQuantity : stats.topByAmount;
  return (
    <div className="hh-sales-top" data-testid="sales-top-products">
      <Segmented<Ranking>
        size="small"
        value={ranking}
        onChange={setRanking}
        options={[
          { value: 'byQuantity', label: t('byQuantity') },
          { value: 'byAmount', label: t('byAmount') },
        ]}
      />
      <Table<TopProduct>
        size="small"
        rowKey="productId"
        tableLayout="fixed"
        pagination={false}
        dataSource={list}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noProducts')} /> }}
        columns={[
          {
            key: 'product',
            title: t('product'),
            render: (_, row) => (
              <span className="hh-sales-product">
                <Avatar shape="square" size={28} src={row.picture || undefined} icon={<PictureOutlined />} />
                <span className="hh-sales-product-name" title={row.name}>
                  {row.name}
                </span>
              </span>
            ),
          },
          { key: 'quantity', title: t('quantity'), dataIndex: 'quantity', align: 'right', width: 64 },
          {
            key: 'amount',
            title: t('amount'),
            align: 'right',
            width: 100,
            render: (_, row) => yuan(row.amount),
          },
        ]}
      />
    </div>
  );
}
