import { DEALERS_URL, dealerRow } from '@hh/shared';
import { CrudPage } from '../../components/crud/CrudPage.tsx';
import {
  type DealerForm,
  type DealerQuery,
  type DealerRow,
  dealerToBody,
  dealerToForm,
  emptyDealerForm,
} from './api.ts';
import { DealerFormFields } from './DealerFormFields.tsx';
import { DealerQueryFields } from './DealerQueryFields.tsx';
import { dealerColumns } from './dealerColumns.tsx';
import { useDealersT } from './i18n.ts';

export default function DealersPage() {
  const t = useDealersT();
  return (
    <CrudPage<DealerRow, DealerForm, DealerQuery>
      testId="dealers-page"
      area="dealer"
      config={{
        url: DEALERS_URL,
        row: dealerRow,
        title: t('dealer.listTitle'),
        item: t('dealer.title'),
        defaultQuery: {},
        emptyForm: emptyDealerForm,
        toForm: dealerToForm,
        toBody: dealerToBody,
      }}
      columns={dealerColumns(t)}
      queryFields={<DealerQueryFields />}
      formFields={<DealerFormFields />}
      dialogWidth={680}
    />
  );
}
