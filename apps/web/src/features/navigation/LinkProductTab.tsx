import { useQuery } from '@tanstack/react-query';
import { Alert, Image, Input, Table, Tag } from 'antd';
import { useState } from 'react';
import { fetchLinkProducts, LINK_PRODUCTS_PAGE_SIZE } from './api.ts';
import { useNavigationT } from './i18n.ts';
import type { PickedLink } from './types.ts';

interface LinkProductTabProps {
  selectedId: number | null;
  onPick(picked: PickedLink): void;
}

/** The shop's products, searchable and paged; a click on a row picks it. */
export function LinkProductTab({ selectedId, onPick }: LinkProductTabProps) {
  const t = useNavigationT();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(0);
  const products = useQuery({
    queryKey: ['shop', 'navigation', 'linkProducts', keyword, page],
    queryFn: () => fetchLinkProducts(keyword, page),
  });
  const pick = (row: { id: number; name: string }) =>
    onPick({ link: { kind: 'product', id: row.id }, linkName: row.name });

  return (
    <div data-testid="nav-link-products">
      <Input.Search
        allowClear
        placeholder={t('nav.link.search')}
        onSearch={(value) => {
          setKeyword(value.trim());
          setPage(0);
        }}
        className="hh-nav-link-search"
        data-testid="nav-link-search"
      />
      {products.isError && <Alert type="error" showIcon title={t('nav.link.loadFailed')} />}
      <Table
        size="small"
        rowKey="id"
        loading={products.isFetching}
        dataSource={products.data?.content ?? []}
        locale={{ emptyText: t('nav.link.noProducts') }}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: selectedId === null ? [] : [selectedId],
          onChange: (_keys, rows) => rows[0] && pick(rows[0]),
        }}
        onRow={(row) => ({ onClick: () => pick(row), className: 'hh-nav-link-row' })}
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
            title: t('nav.link.product'),
            dataIndex: 'name',
            render: (name: string, row) => (
              <span className="hh-nav-link-product">
                {row.image ? <Image src={row.image} width={32} height={32} preview={false} /> : null}
                <span>{name}</span>
              </span>
            ),
          },
          { title: t('nav.link.price'), dataIndex: 'price', width: 96, align: 'right' },
          {
            title: t('nav.link.status'),
            dataIndex: 'onShelf',
            width: 88,
            render: (onShelf: boolean) =>
              onShelf ? (
                <Tag color="success">{t('nav.link.onShelf')}</Tag>
              ) : (
                <Tag>{t('nav.link.offShelf')}</Tag>
              ),
          },
        ]}
      />
    </div>
  );
}
