import { defineFeatureBundle } from '../../i18n/featureBundle.ts';
import { en, zh } from './locales.ts';

/** `t` for the desk list kit's own words (export, more filters). */
export const useDeskT = defineFeatureBundle('desk', zh, en);
