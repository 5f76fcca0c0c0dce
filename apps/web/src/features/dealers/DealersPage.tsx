import { DEALERS_URL, dealerRow } from '@hh/shared';
import { CrudList } from '../../components/crud/CrudList.tsx';
import { crudPermissions } from '../../components/crud/permissions.ts';
import { useCrud } from '../../components/crud/useCrud.ts';
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
  const crud = useCrud<DealerRow, DealerForm, DealerQuery>({
    url: DEALERS_URL,
    row: dealerRow,
    title: t('dealer.listTitle'),
    item: t('dealer.title'),
    defaultQuery: {},
    emptyForm: emptyDealerForm,
    toForm: dealerToForm,
    toBody: dealerToBody,
  });
  return (
    <div data-testid="dealers-page">
      <CrudList
        crud={crud}
        columns={dealerColumns(t)}
        permissions={crudPermissions('dealer')}
        queryFields={<DealerQueryFields />}
        formFields={<DealerFormFields />}
        dialogWidth={680}
      />
    </div>
  );
}
