import { PLANS_URL, platformPlanRow } from '@hh/shared';
import { CrudList } from '../../../components/crud/CrudList.tsx';
import { crudPermissions } from '../../../components/crud/permissions.ts';
import { useCrud } from '../../../components/crud/useCrud.ts';
import { usePlatformT } from '../i18n.ts';
import { emptyPlanForm, type Plan, type PlanForm, planToBody, planToForm } from './api.ts';
import { PlanFormFields } from './PlanFormFields.tsx';
import { planColumns } from './planColumns.tsx';
import '../platform.css';

/** `platform/plan/index`: the plans shops buy, with export. */
export default function PlanPage() {
  const t = usePlatformT();
  const crud = useCrud<Plan, PlanForm, object>({
    url: PLANS_URL,
    row: platformPlanRow,
    title: t('plan.title'),
    item: t('plan.item'),
    defaultQuery: {},
    emptyForm: emptyPlanForm,
    toForm: planToForm,
    toBody: planToBody,
  });
  return (
    <div data-testid="plan-page">
      <CrudList
        crud={crud}
        columns={planColumns(t)}
        permissions={crudPermissions('plan')}
        formFields={<PlanFormFields />}
      />
    </div>
  );
}
