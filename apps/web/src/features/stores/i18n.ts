import { defineFeatureBundle, type FeatureT } from '../../i18n/featureBundle.ts';
import en from './locales/en.ts';
import zh from './locales/zh.ts';

export type StoresT = FeatureT<typeof zh>;

/** `t` for the stores screen's own strings. */
export const useStoresT = defineFeatureBundle('stores', zh, en);
