import { defineFeatureBundle, type FeatureT } from '../../i18n/featureBundle.ts';
import en from './locales/en.ts';
import zh from './locales/zh.ts';

export type PromotionsT = FeatureT<typeof zh>;

/** `t` for the full-reduction rules screen's own strings. */
export const usePromotionsT = defineFeatureBundle('promotions', zh, en);
