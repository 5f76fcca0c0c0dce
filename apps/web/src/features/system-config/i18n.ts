import { defineFeatureBundle } from '../../i18n/featureBundle.ts';
import en from './locales/en.ts';
import zh from './locales/zh.ts';

/** `t` for the system configuration screen's own strings. */
export const useSystemConfigT = defineFeatureBundle('systemConfig', zh, en);
