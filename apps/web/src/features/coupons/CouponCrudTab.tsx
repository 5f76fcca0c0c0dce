import type { ReactNode } from 'react';
import { type CrudColumn, CrudList, type CrudListProps } from '../../components/crud/CrudList.tsx';
import type { CrudRecord } from '../../components/crud/types.ts';
import { guard, usePermission } from '../../components/usePermission.ts';

/** What a list's columns need of the screen: whether the caller may edit, and how to refresh. */
export interface ColumnOptions {
  canEdit: boolean;
  onChanged(): Promise<void>;
}

const permissions = { add: guard('coupon:add'), edit: guard('coupon:edit') };

type Fixed = 'permissions' | 'columns' | 'dialogWidth' | 'exportable';

interface CouponCrudTabProps<Row extends CrudRecord, Values extends object, Query extends object>
  extends Omit<CrudListProps<Row, Values, Query>, Fixed> {
  testId: string;
  /** The list's columns; the status switch is editable with coupon:edit and refreshes the list. */
  columns(options: ColumnOptions): CrudColumn<Row>[];
  /** Shown after the list, e.g. a row action's dialog. */
  children?: ReactNode;
}

/** A tab of coupon templates or issues: the list with its add/edit dialog (coupon:add / coupon:edit). */
export function CouponCrudTab<Row extends CrudRecord, Values extends object, Query extends object>({
  testId,
  columns,
  children,
  ...list
}: CouponCrudTabProps<Row, Values, Query>) {
  const canEdit = usePermission(permissions.edit);
  return (
    <div data-testid={testId}>
      <CrudList
        {...list}
        permissions={permissions}
        columns={columns({ canEdit, onChanged: list.crud.refresh })}
        dialogWidth={680}
        exportable={false}
      />
      {children}
    </div>
  );
}
