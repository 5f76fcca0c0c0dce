import { defineFeatureBundle, type FeatureT, type MessageKey } from '../../i18n/featureBundle.ts';
import en from './locales/en.ts';
import zh from './locales/zh.ts';

export type ShopKey = MessageKey<typeof zh>;
export type ShopT = FeatureT<typeof zh>;

/** `t` for the shop screens' own strings (stores, dealers, config, bottom navigation). */
export const useShopT = defineFeatureBundle('shop', zh, en);
