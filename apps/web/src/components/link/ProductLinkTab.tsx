import { useQuery } from '@tanstack/react-query';
import { Alert, Image, Input, Table, Tag } from 'antd';
import { useState } from 'react';
import { useLinkT } from './i18n.ts';
import type { LinkProduct } from './types.ts';

export const LINK_PRODUCTS_PAGE_SIZE = 6;

interface ProductLinkTabProps {
  /** Names the cache of the area that lists the products. */
  queryKey: readonly unknown[];
  fetchProducts(
    keyword: string,
    page: number,
  ): Promise<{ content: readonly LinkProduct[]; totalElements: number }>;
  selectedId: number | null;
  /** Several products (checkboxes; a click toggles one): `selectedIds` instead of `selectedId`. */
  multiple?: { selectedIds: readonly number[] };
  onPick(product: { id: number; name: string }): void;
}

/** The shop's products, searchable and paged; a click on a row picks it. */
export function ProductLinkTab({
  queryKey,
  fetchProducts,
  selectedId,
  multiple,
  onPick,
}: ProductLinkTabProps) {
  const t = useLinkT();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(0);
  const products = useQuery({
    queryKey: [...queryKey, keyword, page],
    queryFn: () => fetchProducts(keyword, page),
  });

  return (
    <div data-testid="link-products">
      <Input.Search
        allowClear
        placeholder={t('search')}
        onSearch={(value) => {
          setKeyword(value.trim());
          setPage(0);
        }}
        className="hh-link-search"
        data-testid="link-search"
      />
      {products.isError && <Alert type="error" showIcon title={t('loadFailed')} />}
      <Table
        size="small"
        rowKey="id"
        loading={products.isFetching}
        dataSource={products.data?.content ?? []}
        locale={{ emptyText: t('noProducts') }}
        rowSelection={{
          type: multiple ? 'checkbox' : 'radio',
          hideSelectAll: true,
          selectedRowKeys: multiple ? [...multiple.selectedIds] : selectedId === null ? [] : [selectedId],
          onSelect: (row) => onPick(row),
        }}
        onRow={(row) => ({
          // The selection cell reports its own click (onSelect): the row leaves it alone.
          onClick: (event) => {
            if (!(event.target as HTMLElement).closest('.ant-table-selection-column')) onPick(row);
          },
          className: 'hh-link-row',
        })}
        pagination={{
          current: page + 1,
          pageSize: LINK_PRODUCTS_PAGE_SIZE,
          total: products.data?.totalElements ?? 0,
          showSizeChanger: false,
          size: 'small',
          onChange: (next) => setPage(next - 1),
        }}
        columns={[
          {
            title: t('product'),
            dataIndex: 'name',
            render: (name: string, row) => (
              <span className="hh-link-product">
                {row.image ? <Image src={row.image} width={32} height={32} preview={false} /> : null}
                <span>{name}</span>
              </span>
            ),
          },
          { title: t('price'), dataIndex: 'price', width: 96, align: 'right' },
          {
            title: t('status'),
            dataIndex: 'onShelf',
            width: 88,
            render: (onShelf: boolean) =>
              onShelf ? <Tag color="success">{t('onShelf')}</Tag> : <Tag>{t('offShelf')}</Tag>,
          },
        ]}
      />
    </div>
  );
}
