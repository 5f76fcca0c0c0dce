import { defineFeatureBundle } from '../../i18n/featureBundle.ts';
import en from './locales/en.ts';
import zh from './locales/zh.ts';

/** `t` for the bottom navigation builder's own strings. */
export const useNavigationT = defineFeatureBundle('navigation', zh, en);
