import { defineFeatureBundle, type FeatureT } from '../../i18n/featureBundle.ts';
import en from './locales/en.ts';
import zh from './locales/zh.ts';

export type SystemConfigT = FeatureT<typeof zh>;

/** `t` for the system configuration screen's own strings. */
export const useSystemConfigT = defineFeatureBundle('systemConfig', zh, en);
