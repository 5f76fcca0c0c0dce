import { defineFeatureBundle, type FeatureT } from '../i18n/featureBundle.ts';
import { en, zh } from './locales.ts';

export type LiveT = FeatureT<typeof zh>;

/** `t` for the live notices' texts. */
export const useLiveT = defineFeatureBundle('live', zh, en);
