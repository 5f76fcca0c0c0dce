import { defineFeatureBundle, type FeatureT } from '../../i18n/featureBundle.ts';
import { en, zh } from './locales.ts';

export type MediaT = FeatureT<typeof zh>;

/** `t` for the media library's shared parts (browser, upload queue, picker, input). */
export const useMediaT = defineFeatureBundle('media', zh, en);
