import { PictureOutlined } from '@ant-design/icons';
import { formatDate } from '@hh/shared';
import { Image, type TableColumnType, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { CateRef } from '../../../components/crud/useListState.ts';
import { PRODUCT_FLAGS, type ProductFlag, type ProductRow } from '../api.ts';
import { categoryLabel } from './categoryOptions.ts';
import { useProductT } from './i18n.ts';
import { priceDisplay } from './money.ts';
import { sortOrderOf } from './productQuery.ts';
import { ShelfSwitch } from './ShelfSwitch.tsx';

export type ProductColumn = TableColumnType<ProductRow> & { key: string; title: ReactNode };

const FLAG_COLORS: Record<ProductFlag, string> = {
  isHot: 'red',
  isBest: 'gold',
  isNew: 'green',
  isRecommend: 'blue',
};

interface ColumnsInput {
  /** The page's `cateList`: the rows' categories and their parents, whatever the user may list. */
  categories: readonly CateRef[];
  sort: readonly string[];
  onChanged(): void;
}

/** The product list's columns; a sortable column's key is the server's sort field. */
export function useProductColumns({ categories, sort, onChanged }: ColumnsInput): ProductColumn[] {
  const t = useProductT();
  const sorted = (key: string) => ({ sorter: true, sortOrder: sortOrderOf(sort, key) });
  return [
    {
      key: 'image',
      title: t('fields.image'),
      width: 72,
      render: (_value, row) =>
        row.image ? (
          <Image src={row.image} width={48} height={48} className="hh-product-thumb" alt={row.name} />
        ) : (
          <span className="hh-product-thumb hh-product-thumb--empty">
            <PictureOutlined />
          </span>
        ),
    },
    {
      key: 'name',
      title: t('fields.name'),
      render: (_value, row) => (
        <div className="hh-product-name">
          <span className="hh-ellipsis" title={row.name} data-testid="product-name">
            {row.name}
          </span>
          <span className="hh-product-flags">
            {PRODUCT_FLAGS.filter((flag) => row[flag]).map((flag) => (
              <Tag key={flag} color={FLAG_COLORS[flag]} bordered={false}>
                {t(`flags.${flag}`)}
              </Tag>
            ))}
          </span>
        </div>
      ),
    },
    {
      key: 'category',
      title: t('fields.category'),
      render: (_value, row) => {
        const label = categoryLabel(categories, row.categoryId);
        return label ? (
          <span className="hh-ellipsis hh-product-category-cell" title={label} data-testid="product-category">
            {label}
          </span>
        ) : (
          <Typography.Text type="secondary" data-testid="product-category">
            {t('noCategory')}
          </Typography.Text>
        );
      },
    },
    {
      key: 'price',
      title: t('fields.price'),
      align: 'right',
      ...sorted('price'),
      render: (_value, row) => {
        const price = priceDisplay(row);
        return (
          <span className="hh-money" data-testid="product-price">
            {price.from ? t('priceFrom', { price: price.amount }) : price.amount}
          </span>
        );
      },
    },
    {
      key: 'stock',
      title: t('fields.stock'),
      align: 'right',
      ...sorted('stock'),
      render: (_value, row) => (
        <Typography.Text type={row.stock === 0 ? 'danger' : undefined} data-testid="product-stock-value">
          {row.stock}
        </Typography.Text>
      ),
    },
    { key: 'sales', title: t('fields.sales'), dataIndex: 'sales', align: 'right', ...sorted('sales') },
    { key: 'sort', title: t('fields.sort'), dataIndex: 'sort', align: 'right', ...sorted('sort') },
    {
      key: 'onShelf',
      title: t('fields.onShelf'),
      render: (_value, row) => (
        <ShelfSwitch key={`${row.id}-${row.onShelf}`} product={row} onChanged={onChanged} />
      ),
    },
    {
      key: 'createTime',
      title: t('fields.createdAt'),
      dataIndex: 'createdAt',
      ...sorted('createTime'),
      render: (value: string) => formatDate(value),
    },
  ];
}
