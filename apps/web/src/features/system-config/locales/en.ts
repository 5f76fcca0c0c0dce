import type { Translated } from '../../../i18n/featureBundle.ts';
import type zh from './zh.ts';

const en: Translated<typeof zh> = {
  config: {
    title: 'System settings',
    pickup: 'Enable store self-pickup',
    pickupOn: 'On',
    pickupOff: 'Off',
    pickupHint:
      'When on, customers can choose to pick up their order in a store; the pickup points are the stores with self-pickup enabled under Stores.',
    mapKey: 'Tencent Maps key',
    mapKeyPlaceholder: 'Your Tencent location service key',
    mapKeyHint: 'Used to locate stores, resolve addresses and compute distances.',
    loadFailed: 'Could not load the settings',
  },
};

export default en;
