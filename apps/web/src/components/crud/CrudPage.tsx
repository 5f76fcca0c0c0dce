import type { CrudPrefix } from '@hh/shared';
import type { ReactNode } from 'react';
import { type CrudColumn, CrudList, type CrudListProps } from './CrudList.tsx';
import { crudPermissions } from './permissions.ts';
import type { CrudConfig, CrudRecord } from './types.ts';
import { type Crud, useCrud } from './useCrud.ts';

interface CrudPageProps<Row extends CrudRecord, Values extends object, Query extends object, WireRow>
  extends Omit<CrudListProps<Row, Values, Query>, 'crud' | 'permissions' | 'columns' | 'formFields'> {
  /** The page's test id. */
  testId: string;
  /** The area's `{name}:add|edit|del` permissions. */
  area: CrudPrefix;
  config: CrudConfig<Row, Values, Query, WireRow>;
  /** The columns, given the list when a cell acts on it (a switch that reloads). */
  columns: CrudColumn<Row>[] | ((crud: Crud<Row, Values, Query>) => CrudColumn<Row>[]);
  /** The dialog's fields, given the list when they depend on it (the row being edited). */
  formFields?: ReactNode | ((crud: Crud<Row, Values, Query>) => ReactNode);
  /** What the page shows besides the list (its own dialogs). */
  children?: ReactNode;
}

/** A screen that is one area's CRUD list: its rows, query bar, toolbar and add/edit dialog. */
export function CrudPage<Row extends CrudRecord, Values extends object, Query extends object, WireRow = Row>({
  testId,
  area,
  config,
  columns,
  formFields,
  children,
  ...list
}: CrudPageProps<Row, Values, Query, WireRow>) {
  const crud = useCrud(config);
  return (
    <div data-testid={testId}>
      <CrudList
        crud={crud}
        permissions={crudPermissions(area)}
        columns={typeof columns === 'function' ? columns(crud) : columns}
        formFields={typeof formFields === 'function' ? formFields(crud) : formFields}
        {...list}
      />
      {children}
    </div>
  );
}
