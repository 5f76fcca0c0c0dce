import { BlurryField } from '../../../components/crud/BlurryField.tsx';
import { CrudPage } from '../../../components/crud/CrudPage.tsx';
import { useCatalogT } from '../catalogI18n.ts';
import { SpecFormFields } from './SpecFormFields.tsx';
import { specColumns } from './specColumns.tsx';
import { specResource } from './specForm.ts';
import '../catalog.css';

/** `goods/spec/index`: saved option sets (colour, size, …) that a product form can apply. */
export default function SpecTemplatePage() {
  const t = useCatalogT();
  return (
    <CrudPage
      testId="spec-page"
      area="spec"
      config={{ ...specResource, title: t('spec.title'), item: t('spec.item') }}
      columns={specColumns(t)}
      queryFields={<BlurryField placeholder={t('common.blurry')} testId="spec-query-blurry" />}
      formFields={<SpecFormFields />}
      dialogWidth={720}
    />
  );
}
