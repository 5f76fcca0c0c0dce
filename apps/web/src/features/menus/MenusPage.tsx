import { MENUS_URL, menuRow } from '@hh/shared';
import { useTranslation } from 'react-i18next';
import { CrudList } from '../../components/crud/CrudList.tsx';
import { crudPermissions } from '../../components/crud/permissions.ts';
import { useCrud } from '../../components/crud/useCrud.ts';
import { emptyMenu, type MenuFields, type MenuRow, toMenuBody, toMenuFields } from './api.ts';
import { menuColumns } from './columns.tsx';
import { MenuFormFields } from './MenuFormFields.tsx';
import { buildMenuTree, parentOptions } from './tree.ts';
import './menus.css';

const permissions = crudPermissions('menu');

/** Platform menus: the server returns them whole and flat; shown as a tree. */
export default function MenusPage() {
  const { t, i18n } = useTranslation();
  const titleOf = (row: MenuRow) => (i18n.language === 'en' ? row.titleEn || row.title : row.title);
  const crud = useCrud<MenuRow, MenuFields, Record<string, never>>({
    url: MENUS_URL,
    row: menuRow,
    title: t('menu.title'),
    item: t('menu.item'),
    defaultQuery: {},
    paged: false,
    emptyForm: emptyMenu,
    toForm: toMenuFields,
    toBody: toMenuBody,
  });
  const tree = buildMenuTree(crud.rows);

  return (
    <div data-testid="menus-page">
      <CrudList
        crud={crud}
        permissions={permissions}
        indexColumn={false}
        exportable={false}
        columns={menuColumns(t, titleOf)}
        shapeRows={() => tree}
        formFields={<MenuFormFields parents={parentOptions(tree, titleOf, crud.dialog.id)} />}
        dialogWidth={720}
      />
    </div>
  );
}
