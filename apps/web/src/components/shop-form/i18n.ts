import { defineFeatureBundle } from '../../i18n/featureBundle.ts';
import { en, zh } from './locales.ts';

/** `t` for the shop profile fields (shared by shop creation and the shop profile screen). */
export const useShopFormT = defineFeatureBundle('shopForm', zh, en);
