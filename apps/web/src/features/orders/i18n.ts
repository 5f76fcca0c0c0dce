import { defineFeatureBundle, type FeatureT } from '../../i18n/featureBundle.ts';
import { en, zh } from './locales.ts';

export type OrdersT = FeatureT<typeof zh>;

export const useOrdersT = defineFeatureBundle('orders', zh, en);
