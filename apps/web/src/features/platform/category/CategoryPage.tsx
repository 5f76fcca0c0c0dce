import { CrudList } from '../../../components/crud/CrudList.tsx';
import { crudPermissions } from '../../../components/crud/permissions.ts';
import { useCrud } from '../../../components/crud/useCrud.ts';
import { buildTree } from '../../../components/twoLevelTree.ts';
import { useTreeExpansion } from '../../../components/useTreeExpansion.ts';
import { usePlatformT } from '../i18n.ts';
import { categoryResource } from './api.ts';
import { CategoryFormFields } from './CategoryFormFields.tsx';
import { categoryColumns } from './categoryColumns.tsx';
import '../platform.css';
import { BlurryField } from '../../../components/crud/BlurryField.tsx';

/** `platform/category/index`: the two-level tree of shop categories, all of it at once. */
export default function CategoryPage() {
  const t = usePlatformT();
  const crud = useCrud({ ...categoryResource, title: t('category.title'), item: t('category.item') });
  const { expanded, onExpand } = useTreeExpansion(crud.rows);

  return (
    <div data-testid="category-page">
      <CrudList
        crud={crud}
        columns={categoryColumns(t)}
        permissions={crudPermissions('storeCategory')}
        indexColumn={false}
        queryFields={<BlurryField placeholder={t('category.blurry')} testId="category-query-blurry" />}
        formFields={<CategoryFormFields rows={crud.rows} editingId={crud.dialog.id} />}
        shapeRows={buildTree}
        tableProps={{
          expandable: { expandedRowKeys: expanded, onExpand },
        }}
      />
    </div>
  );
}
