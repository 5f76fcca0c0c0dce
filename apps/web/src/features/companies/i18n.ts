import { defineFeatureBundle } from '../../i18n/featureBundle.ts';
import { en, zh } from './locales.ts';

/** `t` for the shop chooser's own texts beyond the shared `store` ones (creating a shop). */
export const useCompaniesT = defineFeatureBundle('storeCreate', zh, en);
