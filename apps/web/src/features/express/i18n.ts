import { defineFeatureBundle, type FeatureT } from '../../i18n/featureBundle.ts';
import en from './locales/en.ts';
import zh from './locales/zh.ts';

export type ExpressT = FeatureT<typeof zh>;

/** `t` for the express companies screen's own strings. */
export const useExpressT = defineFeatureBundle('express', zh, en);
