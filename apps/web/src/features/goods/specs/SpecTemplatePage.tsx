import { specTemplateRow } from '@hh/shared';
import { Form, Input } from 'antd';
import { CrudList } from '../../../components/crud/CrudList.tsx';
import { crudPermissions } from '../../../components/crud/permissions.ts';
import { useCrud } from '../../../components/crud/useCrud.ts';
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
  const crud = useCrud<SpecTemplate, SpecForm, SpecQuery>({
    url: SPEC_TEMPLATE_URL,
    row: specTemplateRow,
    title: t('spec.title'),
    item: t('spec.item'),
    defaultQuery: {},
    toParams: specParams,
    emptyForm: emptySpecForm,
    toForm: specToForm,
    toBody: specToBody,
  });
  return (
    <div data-testid="spec-page">
      <CrudList
        crud={crud}
        columns={specColumns(t)}
        permissions={crudPermissions('spec')}
        queryFields={
          <Form.Item name="blurry">
            <Input allowClear placeholder={t('common.blurry')} data-testid="spec-query-blurry" />
          </Form.Item>
        }
        formFields={<SpecFormFields />}
        dialogWidth={720}
      />
    </div>
  );
}
