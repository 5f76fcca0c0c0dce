import type { Translated } from '../../../i18n/featureBundle.ts';
import type zh from './zh.ts';

const en: Translated<typeof zh> = {
  title: 'Order promotions',
  item: 'promotion',
  kinds: { amount: 'Amount off', percent: 'Percent off', freeShipping: 'Free shipping' },
  scopes: {
    all: 'All goods',
    products: 'Chosen products',
    categories: 'Chosen categories',
    exceptProducts: 'All but chosen products',
  },
  states: { upcoming: 'Upcoming', running: 'Running', ended: 'Ended', disabled: 'Disabled' },
  terms: {
    amount: '¥{{amount}} off over ¥{{threshold}}',
    repeat: '¥{{amount}} off every ¥{{threshold}}',
    percent: '{{percent}}% off over ¥{{threshold}}',
    freeShipping: 'Free shipping over ¥{{threshold}}',
    cap: ' (at most ¥{{cap}} off)',
    join: '; ',
  },
  field: {
    name: 'Name',
    kind: 'Kind',
    tiers: 'Tiers',
    threshold: 'Spend (¥)',
    amount: 'Get off (¥)',
    percentOff: 'Percent off',
    percentHelp: '10 takes 10% off; counted on the eligible goods, never the freight',
    freeShippingHelp:
      'Freight is free once the eligible goods, after promotions and the coupon, reach the threshold',
    addTier: 'Add a tier',
    removeTier: 'Remove this tier',
    repeat: 'Repeat for every multiple',
    cap: 'At most off (¥)',
    capHelp: 'Empty: no cap',
    scope: 'Goods',
    products: 'Products',
    categories: 'Categories',
    pickHint: 'Search products by name',
    window: 'Runs',
    enabled: 'On',
    state: 'Status',
    terms: 'Terms',
    blurry: 'Name',
    stateAll: 'Any status',
    kindAll: 'Any kind',
  },
};

export default en;
