import type { CrudColumn } from '../../components/crud/CrudList.tsx';
import { EnabledSwitch } from './EnabledSwitch.tsx';
import type { CouponsT } from './i18n.ts';

export interface ColumnOptions {
  canEdit: boolean;
  onChanged(): Promise<void>;
}

interface EnabledColumn {
  /** Saves the row's new state (a template's or an issue's status call). */
  change(id: number, enabled: boolean): Promise<unknown>;
  testId: string;
}

/** The status column of templates and issues: a switch on each row, read-only without coupon:edit. */
export function enabledColumn<Row extends { id: number; enabled: boolean }>(
  t: CouponsT,
  options: ColumnOptions,
  { change, testId }: EnabledColumn,
): CrudColumn<Row> {
  return {
    key: 'enabled',
    title: t('template.status'),
    render: (_: unknown, row: Row) => (
      <EnabledSwitch
        enabled={row.enabled}
        editable={options.canEdit}
        change={(next) => change(row.id, next)}
        onChanged={options.onChanged}
        testId={testId}
      />
    ),
  };
}
