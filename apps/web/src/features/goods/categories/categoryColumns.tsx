import { PictureOutlined } from '@ant-design/icons';
import { formatDate } from '@hh/shared';
import type { TableColumnType } from 'antd';
import { Image, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import type { Ranked } from '../../../components/crud/listLogic.ts';
import type { Category } from '../api.ts';
import type { CatalogT } from '../catalogI18n.ts';
import { ShowSwitch } from './ShowSwitch.tsx';
import { DragHandle } from './SortableRow.tsx';

export type CategoryRow = Ranked<Category>;
export type CategoryColumn = TableColumnType<CategoryRow> & { key: string; title: ReactNode };

interface ColumnOptions {
  canEdit: boolean;
  /** Dragging is off while a search narrows the list (a level would be reordered from a part of it). */
  searching: boolean;
  onChanged(): Promise<void>;
}

export function categoryColumns(t: CatalogT, options: ColumnOptions): CategoryColumn[] {
  const drag: CategoryColumn = {
    key: 'drag',
    title: '',
    width: 48,
    render: (_: unknown, row) => {
      const handle = (
        <DragHandle label={t('category.dragHandle', { name: row.name })} disabled={options.searching} />
      );
      return options.searching ? (
        <Tooltip title={t('category.dragOffWhileSearching')}>{handle}</Tooltip>
      ) : (
        handle
      );
    },
  };
  return [
    ...(options.canEdit ? [drag] : []),
    {
      key: 'name',
      title: t('category.name'),
      dataIndex: 'name',
      render: (value: string) => <span data-testid="category-name">{value}</span>,
    },
    {
      key: 'pic',
      title: t('category.pic'),
      dataIndex: 'pic',
      width: 90,
      render: (value: string | null) =>
        value ? (
          <Image
            src={value}
            width={40}
            height={40}
            alt=""
            className="hh-category-pic"
            data-testid="category-pic"
          />
        ) : (
          <span className="hh-category-nopic">
            <PictureOutlined />
          </span>
        ),
    },
    { key: 'sort', title: t('common.sort'), dataIndex: 'sort', width: 90 },
    {
      key: 'isShow',
      title: t('category.isShow'),
      dataIndex: 'isShow',
      width: 110,
      render: (_: unknown, row) => (
        <ShowSwitch category={row} editable={options.canEdit} onChanged={options.onChanged} />
      ),
    },
    {
      key: 'createdAt',
      title: t('common.createdAt'),
      dataIndex: 'createdAt',
      render: (value: string) => formatDate(value),
    },
  ];
}
