import { defineFeatureBundle } from '../../i18n/featureBundle.ts';
import en from './locales/en.ts';
import zh from './locales/zh.ts';

/** `t` for the bargain screen's own strings. */
export const useBargainT = defineFeatureBundle('bargain', zh, en);
