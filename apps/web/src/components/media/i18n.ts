import { defineFeatureBundle } from '../../i18n/featureBundle.ts';
import { en, zh } from './locales.ts';

/** `t` for the media library's shared parts (browser, upload queue, picker, input). */
export const useMediaT = defineFeatureBundle('media', zh, en);
