import { CrudList } from '../../../components/crud/CrudList.tsx';
import { crudPermissions } from '../../../components/crud/permissions.ts';
import { useCrud } from '../../../components/crud/useCrud.ts';
import { useShopT } from '../i18n.ts';
import {
  DEALERS_URL,
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
import '../shop.css';

export default function DealersPage() {
  const t = useShopT();
  const crud = useCrud<DealerRow, DealerForm, DealerQuery>({
    url: DEALERS_URL,
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
