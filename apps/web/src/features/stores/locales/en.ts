import type { Translated } from '../../../i18n/featureBundle.ts';
import type zh from './zh.ts';

const en: Translated<typeof zh> = {
  status: {
    all: 'All statuses',
  },
  store: {
    listTitle: 'Stores',
    title: 'store',
    name: 'Store name',
    namePlaceholder: 'e.g. Chaoyang store',
    logo: 'Logo',
    logoHint: "Upload or pick the store's picture from the media library",
    phone: 'Phone',
    contact: 'Contact',
    region: 'Region',
    address: 'Address',
    latitude: 'Latitude',
    longitude: 'Longitude',
    businessHours: 'Business hours',
    openTime: 'Opens',
    closeTime: 'Closes',
    pickup: 'Self-pickup',
    pickupOn: 'Pickup point',
    pickupOff: 'No pickup',
    pickupAll: 'Any pickup setting',
    status: 'Status',
    sort: 'Sort',
    sortHint: 'Higher numbers come first',
    createdAt: 'Created',
    blurry: 'Name / address / phone',
  },
};

export default en;
