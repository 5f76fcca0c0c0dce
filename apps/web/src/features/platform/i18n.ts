import { defineFeatureBundle, type FeatureT } from '../../i18n/featureBundle.ts';
import en from './locales/en.ts';
import zh from './locales/zh.ts';

export type PlatformT = FeatureT<typeof zh>;

/** `t` for the platform screens' own strings (shop approval, categories, plans, system status). */
export const usePlatformT = defineFeatureBundle('platform', zh, en);
