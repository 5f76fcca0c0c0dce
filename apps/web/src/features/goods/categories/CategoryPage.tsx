import { closestCenter, DndContext } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { BlurryField } from '../../../components/crud/BlurryField.tsx';
import { CrudDialog } from '../../../components/crud/CrudDialog.tsx';
import { CrudToolbar } from '../../../components/crud/CrudToolbar.tsx';
import { crudPermissions } from '../../../components/crud/permissions.ts';
import { QueryBar } from '../../../components/crud/QueryBar.tsx';
import { useColumnVisibility } from '../../../components/crud/useColumnVisibility.ts';
import { useCrud } from '../../../components/crud/useCrud.ts';
import { tableLoading } from '../../../components/tableLoading.ts';
import { buildTree } from '../../../components/twoLevelTree.ts';
import { usePermission } from '../../../components/usePermission.ts';
import { useTreeExpansion } from '../../../components/useTreeExpansion.ts';
import { CATEGORY_URL } from '../api.ts';
import { useCatalogT } from '../catalogI18n.ts';
import { CategoryFormFields } from './CategoryFormFields.tsx';
import { CategoryActions } from './categoryActions.tsx';
import { type CategoryColumn, type CategoryRow, categoryColumns } from './categoryColumns.tsx';
import { categoryResource } from './categoryForm.ts';
import { visibleOrder } from './categoryTree.ts';
import { DragLevelContext, SortableRow } from './SortableRow.tsx';
import { useCategoryDrag } from './useCategoryDrag.ts';
import '../../../components/crud/crud.css';
import '../catalog.css';

const PERMISSIONS = crudPermissions('goodsCategory');

/**
 * The tree's expand icon goes in the name column. antd counts its selection column in this index and
 * then takes one off whenever rows are selectable, hence the two.
 */
const expandIconColumn = (columns: readonly CategoryColumn[], selectable: boolean): number =>
  Math.max(
    0,
    columns.findIndex((column) => column.key === 'name'),
  ) + (selectable ? 2 : 0);

/** `goods/category/index`: the two-level tree of product categories, reordered by dragging. */
export default function CategoryPage() {
  const t = useCatalogT();
  const { t: common } = useTranslation();
  const crud = useCrud({ ...categoryResource, title: t('category.title'), item: t('category.item') });
  const canAdd = usePermission(PERMISSIONS.add);
  const canEdit = usePermission(PERMISSIONS.edit);
  const canDelete = usePermission(PERMISSIONS.del);
  const visibility = useColumnVisibility(CATEGORY_URL);
  const drag = useCategoryDrag(crud.rows, crud.refresh);
  const { expanded, expand, onExpand } = useTreeExpansion(drag.rows);
  const tree = buildTree(drag.rows);
  const searching = Boolean(crud.params.query.blurry?.trim());

  const addChild = (row: CategoryRow) => {
    crud.dialog.openAdd();
    crud.dialog.form.setFieldsValue({ parentId: row.id });
    expand(row.id);
  };

  const columns: CategoryColumn[] = categoryColumns(t, { canEdit, searching, onChanged: crud.refresh });
  if (canAdd || canEdit || canDelete) {
    columns.push({
      key: 'actions',
      title: common('crud.actions'),
      fixed: 'right',
      render: (_: unknown, row) => (
        <CategoryActions
          row={row}
          canAdd={canAdd}
          canEdit={canEdit}
          canDelete={canDelete}
          onAddChild={addChild}
          onEdit={crud.dialog.openEdit}
          onDelete={(target) => crud.remove([target.id])}
        />
      ),
    });
  }
  const choosable = columns.filter((column) => column.key !== 'drag');
  const shown = columns.filter((column) => !visibility.hidden.includes(column.key));

  return (
    <div className="hh-crud" data-testid="crud-list">
      <QueryBar name="goods-category-query" defaultQuery={{}} onSearch={crud.search}>
        <BlurryField placeholder={t('common.blurry')} testId="category-query-blurry" />
      </QueryBar>
      <CrudToolbar
        crud={crud}
        permissions={PERMISSIONS}
        canAdd
        exportable
        columns={choosable.map(({ key, title }) => ({ key, title }))}
        visibility={visibility}
        extra={canEdit && <span className="hh-goods-hint">{t('category.dragHint')}</span>}
      />
      <DndContext collisionDetection={closestCenter} {...drag.dndProps}>
        <SortableContext
          items={visibleOrder(tree, expanded).map((row) => row.id)}
          strategy={verticalListSortingStrategy}
        >
          <DragLevelContext.Provider
            value={{
              enabled: canEdit && !searching && !drag.saving,
              draggingParent: drag.draggingParent,
              parentOf: drag.parentOf,
            }}
          >
            <Table<CategoryRow>
              rowKey="id"
              columns={shown}
              dataSource={tree}
              loading={tableLoading(crud.loading)}
              pagination={false}
              scroll={{ x: 'max-content' }}
              components={{ body: { row: SortableRow } }}
              expandable={{
                expandedRowKeys: expanded,
                expandIconColumnIndex: expandIconColumn(shown, canDelete),
                onExpand,
              }}
              rowSelection={
                canDelete
                  ? {
                      checkStrictly: true,
                      selectedRowKeys: crud.selectedIds,
                      onChange: (keys) => crud.setSelectedIds(keys.map(Number)),
                    }
                  : undefined
              }
              data-testid="category-table"
            />
          </DragLevelContext.Provider>
        </SortableContext>
      </DndContext>
      <CrudDialog name="goods-category-form" dialog={crud.dialog} item={t('category.item')}>
        <CategoryFormFields rows={crud.rows} editingId={crud.dialog.id} />
      </CrudDialog>
    </div>
  );
}
