import { PLANS_URL, platformPlanRow } from '@hh/shared';
import { CrudPage } from '../../../components/crud/CrudPage.tsx';
import { usePlatformT } from '../i18n.ts';
import { emptyPlanForm, type Plan, type PlanForm, planToBody, planToForm } from './api.ts';
import { PlanFormFields } from './PlanFormFields.tsx';
import { planColumns } from './planColumns.tsx';
import '../platform.css';

/** `platform/plan/index`: the plans shops buy, with export. */
export default function PlanPage() {
  const t = usePlatformT();
  return (
    <CrudPage<Plan, PlanForm, object>
      testId="plan-page"
      area="plan"
      config={{
        url: PLANS_URL,
        row: platformPlanRow,
        title: t('plan.title'),
        item: t('plan.item'),
        defaultQuery: {},
        emptyForm: emptyPlanForm,
        toForm: planToForm,
        toBody: planToBody,
      }}
      columns={planColumns(t)}
      formFields={<PlanFormFields />}
    />
  );
}
