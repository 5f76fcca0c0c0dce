import { CrudPage } from '../../components/crud/CrudPage.tsx';
import { storeResource } from './api.ts';
import { useStoresT } from './i18n.ts';
import { StoreFormFields } from './StoreFormFields.tsx';
import { StoreQueryFields } from './StoreQueryFields.tsx';
import { storeColumns } from './storeColumns.tsx';
import './stores.css';

export default function StoresPage() {
  const t = useStoresT();
  return (
    <CrudPage
      testId="stores-page"
      area="stores"
      config={{ ...storeResource, title: t('store.listTitle'), item: t('store.title') }}
      columns={storeColumns(t)}
      queryFields={<StoreQueryFields />}
      formFields={<StoreFormFields />}
      dialogWidth={720}
    />
  );
}
