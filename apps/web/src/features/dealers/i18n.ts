import { defineFeatureBundle, type FeatureT } from '../../i18n/featureBundle.ts';
import en from './locales/en.ts';
import zh from './locales/zh.ts';

export type DealersT = FeatureT<typeof zh>;

/** `t` for the dealers screen's own strings. */
export const useDealersT = defineFeatureBundle('dealers', zh, en);
