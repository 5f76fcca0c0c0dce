import { defineFeatureBundle } from '../../i18n/featureBundle.ts';
import en from './locales/en.ts';
import zh from './locales/zh.ts';

/** `t` for page decoration's own strings. */
export const useDecoT = defineFeatureBundle('decoration', zh, en);
