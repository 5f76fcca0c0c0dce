import { STORES_URL, storeRow } from '@hh/shared';
import { CrudPage } from '../../components/crud/CrudPage.tsx';
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
  return (
    <CrudPage<StoreRow, StoreForm, StoreQuery>
      testId="stores-page"
      area="stores"
      config={{
        url: STORES_URL,
        row: storeRow,
        title: t('store.listTitle'),
        item: t('store.title'),
        defaultQuery: {},
        emptyForm: emptyStoreForm,
        toForm: storeToForm,
        toBody: storeToBody,
      }}
      columns={storeColumns(t)}
      queryFields={<StoreQueryFields />}
      formFields={<StoreFormFields />}
      dialogWidth={720}
    />
  );
}
