import { AFTER_SALE_TYPES } from '@hh/shared';
import {
  choiceFilter,
  type DeskQueryField,
  daysFilter,
  textFilter,
} from '../../../components/desk/DeskQueryFields.tsx';
import { useAfterSalesT } from '../i18n.ts';

/** The list's filters: order code, member, after-sale code, type, applied days. */
export function useAfterSaleQueryFields(): DeskQueryField[] {
  const t = useAfterSalesT();
  return [
    textFilter('orderCode', t('query.orderCode'), 'after-sale-query-order'),
    textFilter('member', t('query.member'), 'after-sale-query-member'),
    textFilter('code', t('query.code'), 'after-sale-query-code'),
    choiceFilter(
      'type',
      t('query.type'),
      AFTER_SALE_TYPES.map((value) => ({ value, label: t(`type.${value}`) })),
      'after-sale-query-type',
    ),
    daysFilter('createdAt', [t('query.createStart'), t('query.createEnd')]),
  ];
}
