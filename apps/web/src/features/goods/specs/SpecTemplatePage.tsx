import { specTemplateRow } from '@hh/shared';
import { BlurryField } from '../../../components/crud/BlurryField.tsx';
import { CrudPage } from '../../../components/crud/CrudPage.tsx';
import { SPEC_TEMPLATE_URL, type SpecTemplate } from '../api.ts';
import { useCatalogT } from '../catalogI18n.ts';
import { SpecFormFields } from './SpecFormFields.tsx';
import { specColumns } from './specColumns.tsx';
import {
  emptySpecForm,
  type SpecForm,
  type SpecQuery,
  specParams,
  specToBody,
  specToForm,
} from './specForm.ts';
import '../catalog.css';

/** `goods/spec/index`: saved option sets (colour, size, …) that a product form can apply. */
export default function SpecTemplatePage() {
  const t = useCatalogT();
  return (
    <CrudPage<SpecTemplate, SpecForm, SpecQuery>
      testId="spec-page"
      area="spec"
      config={{
        url: SPEC_TEMPLATE_URL,
        row: specTemplateRow,
        title: t('spec.title'),
        item: t('spec.item'),
        defaultQuery: {},
        toParams: specParams,
        emptyForm: emptySpecForm,
        toForm: specToForm,
        toBody: specToBody,
      }}
      columns={specColumns(t)}
      queryFields={<BlurryField placeholder={t('common.blurry')} testId="spec-query-blurry" />}
      formFields={<SpecFormFields />}
      dialogWidth={720}
    />
  );
}
