import { defineFeatureBundle, type FeatureT } from '../../i18n/featureBundle.ts';
import { en, zh } from './catalogLocales.ts';

export type CatalogT = FeatureT<typeof zh>;

/** `t` for the goods catalogue screens' own texts (categories, spec templates, freight templates). */
export const useCatalogT = defineFeatureBundle('goodsCatalog', zh, en);
