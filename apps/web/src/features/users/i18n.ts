import { defineFeatureBundle } from '../../i18n/featureBundle.ts';
import { en, zh } from './locales.ts';

/** `t` for the staff screen's invitation texts. */
export const useInviteT = defineFeatureBundle('staffInvite', zh, en);
