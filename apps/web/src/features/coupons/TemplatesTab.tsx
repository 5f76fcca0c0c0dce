import { BlurryField } from '../../components/crud/BlurryField.tsx';
import { useCrud } from '../../components/crud/useCrud.ts';
import { templateResource } from './api.ts';
import { CouponCrudTab } from './CouponCrudTab.tsx';
import { useCouponsT } from './i18n.ts';
import { TemplateFormFields } from './TemplateFormFields.tsx';
import { templateColumns } from './templateColumns.tsx';

/** Coupon templates: their terms, scope and validity; the money terms lock once members hold one. */
export function TemplatesTab() {
  const t = useCouponsT();
  const crud = useCrud({ ...templateResource, title: t('tabs.templates'), item: t('template.item') });
  const editing = crud.dialog.mode === 'edit';
  const locked = editing && (crud.rows.find((row) => row.id === crud.dialog.id)?.claimed ?? 0) > 0;
  return (
    <CouponCrudTab
      testId="coupon-templates"
      crud={crud}
      columns={(options) => templateColumns(t, options)}
      queryFields={<BlurryField placeholder={t('template.blurry')} testId="coupon-template-blurry" />}
      formFields={<TemplateFormFields locked={locked} />}
    />
  );
}
