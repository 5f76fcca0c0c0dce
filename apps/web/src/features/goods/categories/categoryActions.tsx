import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from '../../../components/crud/DeleteButton.tsx';
import { TOP_LEVEL } from '../../../components/twoLevelTree.ts';
import { useCatalogT } from '../catalogI18n.ts';
import type { CategoryRow } from './categoryColumns.tsx';

export interface CategoryActionsProps {
  row: CategoryRow;
  canAdd: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onAddChild(row: CategoryRow): void;
  onEdit(row: CategoryRow): void;
  onDelete(row: CategoryRow): Promise<void>;
}

/** A row's buttons: add a subcategory (top level only), edit and delete, each behind its permission. */
export function CategoryActions(props: CategoryActionsProps) {
  const t = useCatalogT();
  const { t: common } = useTranslation();
  const { row } = props;
  return (
    <span className="hh-crud-row-actions">
      {props.canAdd && row.parentId === TOP_LEVEL && (
        <Button
          type="link"
          size="small"
          onClick={() => props.onAddChild(row)}
          data-testid="category-add-child"
        >
          {t('category.addChild')}
        </Button>
      )}
      {props.canEdit && (
        <Button type="link" size="small" onClick={() => props.onEdit(row)} data-testid="crud-edit">
          {common('crud.edit')}
        </Button>
      )}
      {props.canDelete && <DeleteButton onConfirm={() => props.onDelete(row)} />}
    </span>
  );
}
