import { defineFeatureBundle, type FeatureT } from '../../i18n/featureBundle.ts';
import en from './locales/en.ts';
import zh from './locales/zh.ts';

export type CouponsT = FeatureT<typeof zh>;

/** `t` for the coupons screen's own strings. */
export const useCouponsT = defineFeatureBundle('coupons', zh, en);
