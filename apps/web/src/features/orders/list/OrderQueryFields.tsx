import { DELIVERY_TYPES, PAYMENT_METHODS } from '@hh/shared';
import { Select } from 'antd';
import {
  choiceFilter,
  type DeskQueryField,
  daysFilter,
  textFilter,
} from '../../../components/desk/DeskQueryFields.tsx';
import { useOrdersT } from '../i18n.ts';
import { useStoreOptions } from '../queries.ts';

/** The order list's filters: code, member, product, created and paid days, delivery, store, payment. */
export function useOrderQueryFields(): DeskQueryField[] {
  const t = useOrdersT();
  const stores = useStoreOptions();
  return [
    textFilter('code', t('query.code'), 'order-query-code'),
    textFilter('member', t('query.member'), 'order-query-member'),
    textFilter('productName', t('query.product'), 'order-query-product'),
    daysFilter('createdAt', [t('query.createStart'), t('query.createEnd')]),
    daysFilter('paidAt', [t('query.paidStart'), t('query.paidEnd')]),
    choiceFilter(
      'deliveryType',
      t('query.delivery'),
      DELIVERY_TYPES.map((value) => ({ value, label: t(`delivery.${value}`) })),
      'order-query-delivery',
    ),
    {
      name: 'storeId',
      input: (
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('query.store')}
          options={stores.data ?? []}
          loading={stores.isLoading}
          data-testid="order-query-store"
        />
      ),
    },
    choiceFilter(
      'payMethod',
      t('query.payMethod'),
      PAYMENT_METHODS.map((value) => ({ value, label: t(`payMethod.${value}`) })),
      'order-query-pay',
    ),
  ];
}
