import { defineFeatureBundle } from '../../../i18n/featureBundle.ts';
import { en, zh } from './locales.ts';

/** `t` for changing the phone number in the personal centre. */
export const usePhoneT = defineFeatureBundle('userPhone', zh, en);
