import type { CrudColumn } from '../../components/crud/CrudList.tsx';
import { createdColumn } from '../../components/crud/columns.tsx';
import type { ExpressRow } from './api.ts';
import type { ExpressT } from './i18n.ts';
import { ShowSwitch } from './ShowSwitch.tsx';

interface ColumnOptions {
  canEdit: boolean;
  onChanged(): Promise<void>;
}

/** Keys of sortable columns are the server's sort fields (`code`, `name`, `sort`, `createTime`). */
export function expressColumns(t: ExpressT, options: ColumnOptions): CrudColumn<ExpressRow>[] {
  return [
    {
      key: 'code',
      title: t('express.code'),
      dataIndex: 'code',
      sorter: true,
      render: (value: string) => <span data-testid="express-code">{value}</span>,
    },
    {
      key: 'name',
      title: t('express.name'),
      dataIndex: 'name',
      sorter: true,
      render: (value: string) => <span data-testid="express-name">{value}</span>,
    },
    {
      key: 'sort',
      title: t('express.sort'),
      dataIndex: 'sort',
      sorter: true,
      render: (value: number) => <span data-testid="express-sort">{value}</span>,
    },
    {
      key: 'isShow',
      title: t('express.isShow'),
      dataIndex: 'isShow',
      render: (_: unknown, row) => (
        <ShowSwitch row={row} editable={options.canEdit} onChanged={options.onChanged} />
      ),
    },
    createdColumn(t('express.createdAt')),
  ];
}
