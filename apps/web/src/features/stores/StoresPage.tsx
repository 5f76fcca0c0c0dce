import { STORES_URL, storeRow } from '@hh/shared';
import { CrudList } from '../../components/crud/CrudList.tsx';
import { crudPermissions } from '../../components/crud/permissions.ts';
import { useCrud } from '../../components/crud/useCrud.ts';
import {
  emptyStoreForm,
  type StoreForm,
  type StoreQuery,
  type StoreRow,
  storeToBody,
  storeToForm,
} from './api.ts';
import { useStoresT } from './i18n.ts';
import { StoreFormFields } from './StoreFormFields.tsx';
import { StoreQueryFields } from './StoreQueryFields.tsx';
import { storeColumns } from './storeColumns.tsx';
import './stores.css';

export default function StoresPage() {
  const t = useStoresT();
  const crud = useCrud<StoreRow, StoreForm, StoreQuery>({
    url: STORES_URL,
    row: storeRow,
    title: t('store.listTitle'),
    item: t('store.title'),
    defaultQuery: {},
    emptyForm: emptyStoreForm,
    toForm: storeToForm,
    toBody: storeToBody,
  });
  return (
    <div data-testid="stores-page">
      <CrudList
        crud={crud}
        columns={storeColumns(t)}
        permissions={crudPermissions('stores')}
        queryFields={<StoreQueryFields />}
        formFields={<StoreFormFields />}
        dialogWidth={720}
      />
    </div>
  );
}
