import { EXPRESS_URL, expressRow } from '@hh/shared';
import { CrudList } from '../../components/crud/CrudList.tsx';
import { crudPermissions } from '../../components/crud/permissions.ts';
import { useCrud } from '../../components/crud/useCrud.ts';
import { usePermission } from '../../components/usePermission.ts';
import {
  type ExpressForm,
  type ExpressQuery,
  type ExpressRow,
  emptyExpressForm,
  expressToBody,
  expressToForm,
} from './api.ts';
import { ExpressFormFields } from './ExpressFormFields.tsx';
import { ExpressQueryFields } from './ExpressQueryFields.tsx';
import { expressColumns } from './expressColumns.tsx';
import { useExpressT } from './i18n.ts';

export default function ExpressPage() {
  const t = useExpressT();
  const permissions = crudPermissions('express');
  const canEdit = usePermission(permissions.edit);
  const crud = useCrud<ExpressRow, ExpressForm, ExpressQuery>({
    url: EXPRESS_URL,
    row: expressRow,
    title: t('express.listTitle'),
    item: t('express.title'),
    defaultQuery: {},
    sort: ['sort,asc'],
    size: 20,
    emptyForm: emptyExpressForm,
    toForm: expressToForm,
    toBody: expressToBody,
  });
  return (
    <div data-testid="express-page">
      <CrudList
        crud={crud}
        columns={expressColumns(t, { canEdit, onChanged: crud.refresh })}
        permissions={permissions}
        queryFields={<ExpressQueryFields />}
        formFields={<ExpressFormFields editing={crud.dialog.mode === 'edit'} />}
        exportable={false}
      />
    </div>
  );
}
