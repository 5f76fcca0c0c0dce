import { defineFeatureBundle, type FeatureT } from '../../i18n/featureBundle.ts';
import { en, zh } from './locales.ts';

export type AfterSalesT = FeatureT<typeof zh>;

export const useAfterSalesT = defineFeatureBundle('afterSales', zh, en);
