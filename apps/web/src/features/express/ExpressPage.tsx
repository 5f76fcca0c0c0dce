import { CrudPage } from '../../components/crud/CrudPage.tsx';
import { crudPermissions } from '../../components/crud/permissions.ts';
import { usePermission } from '../../components/usePermission.ts';
import { expressResource } from './api.ts';
import { ExpressFormFields } from './ExpressFormFields.tsx';
import { ExpressQueryFields } from './ExpressQueryFields.tsx';
import { expressColumns } from './expressColumns.tsx';
import { useExpressT } from './i18n.ts';

export default function ExpressPage() {
  const t = useExpressT();
  const canEdit = usePermission(crudPermissions('express').edit);
  return (
    <CrudPage
      testId="express-page"
      area="express"
      config={{ ...expressResource, title: t('express.listTitle'), item: t('express.title') }}
      columns={(crud) => expressColumns(t, { canEdit, onChanged: crud.refresh })}
      queryFields={<ExpressQueryFields />}
      formFields={(crud) => <ExpressFormFields editing={crud.dialog.mode === 'edit'} />}
      exportable={false}
    />
  );
}
