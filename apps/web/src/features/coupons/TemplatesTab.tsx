import { BlurryField } from '../../components/crud/BlurryField.tsx';
import { CrudList } from '../../components/crud/CrudList.tsx';
import { useCrud } from '../../components/crud/useCrud.ts';
import { guard, usePermission } from '../../components/usePermission.ts';
import { templateResource } from './api.ts';
import { useCouponsT } from './i18n.ts';
import { TemplateFormFields } from './TemplateFormFields.tsx';
import { templateColumns } from './templateColumns.tsx';

const permissions = { add: guard('coupon:add'), edit: guard('coupon:edit') };

/** Coupon templates: their terms, scope and validity; the money terms lock once members hold one. */
export function TemplatesTab() {
  const t = useCouponsT();
  const crud = useCrud({ ...templateResource, title: t('tabs.templates'), item: t('template.item') });
  const canEdit = usePermission(permissions.edit);
  const editing = crud.dialog.mode === 'edit';
  const locked = editing && (crud.rows.find((row) => row.id === crud.dialog.id)?.claimed ?? 0) > 0;
  return (
    <div data-testid="coupon-templates">
      <CrudList
        crud={crud}
        permissions={permissions}
        columns={templateColumns(t, { canEdit, onChanged: crud.refresh })}
        queryFields={<BlurryField placeholder={t('template.blurry')} testId="coupon-template-blurry" />}
        formFields={<TemplateFormFields locked={locked} />}
        dialogWidth={680}
        exportable={false}
      />
    </div>
  );
}
