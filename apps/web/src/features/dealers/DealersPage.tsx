import { CrudPage } from '../../components/crud/CrudPage.tsx';
import { dealerResource } from './api.ts';
import { DealerFormFields } from './DealerFormFields.tsx';
import { DealerQueryFields } from './DealerQueryFields.tsx';
import { dealerColumns } from './dealerColumns.tsx';
import { useDealersT } from './i18n.ts';

export default function DealersPage() {
  const t = useDealersT();
  return (
    <CrudPage
      testId="dealers-page"
      area="dealer"
      config={{ ...dealerResource, title: t('dealer.listTitle'), item: t('dealer.title') }}
      columns={dealerColumns(t)}
      queryFields={<DealerQueryFields />}
      formFields={<DealerFormFields />}
      dialogWidth={680}
    />
  );
}
