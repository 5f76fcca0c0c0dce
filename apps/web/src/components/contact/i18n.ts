import { defineFeatureBundle } from '../../i18n/featureBundle.ts';
import { en, zh } from './locales.ts';

/** `t` for the contact fields' rules (name, phone) shared by the stores and dealers forms. */
export const useContactT = defineFeatureBundle('contact', zh, en);
