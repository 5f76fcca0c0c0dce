import type { Translated } from '../../../i18n/featureBundle.ts';
import type zh from './zh.ts';

const en: Translated<typeof zh> = {
  status: {
    all: 'All statuses',
  },
  dealer: {
    listTitle: 'Dealers',
    title: 'dealer',
    name: 'Dealer name',
    contact: 'Contact',
    phone: 'Phone',
    region: 'Region',
    address: 'Address',
    level: 'Level',
    levelAll: 'All levels',
    status: 'Status',
    remark: 'Remark',
    createdAt: 'Created',
    blurry: 'Name / contact / phone',
  },
};

export default en;
