import { defineFeatureBundle } from '../../i18n/featureBundle.ts';
import { en, zh } from './locales.ts';

/** `t` for the link picker's shared parts (dialog, product, category, page and address tabs). */
export const useLinkT = defineFeatureBundle('linkPicker', zh, en);
