import { CrudPage } from '../../../components/crud/CrudPage.tsx';
import { usePlatformT } from '../i18n.ts';
import { planResource } from './api.ts';
import { PlanFormFields } from './PlanFormFields.tsx';
import { planColumns } from './planColumns.tsx';
import '../platform.css';

/** `platform/plan/index`: the plans shops buy, with export. */
export default function PlanPage() {
  const t = usePlatformT();
  return (
    <CrudPage
      testId="plan-page"
      area="plan"
      config={{ ...planResource, title: t('plan.title'), item: t('plan.item') }}
      columns={planColumns(t)}
      formFields={<PlanFormFields />}
    />
  );
}
