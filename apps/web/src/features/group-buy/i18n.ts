import { defineFeatureBundle } from '../../i18n/featureBundle.ts';
import en from './locales/en.ts';
import zh from './locales/zh.ts';

/** `t` for the group-buy screen's own strings. */
export const useGroupBuyT = defineFeatureBundle('groupBuy', zh, en);
