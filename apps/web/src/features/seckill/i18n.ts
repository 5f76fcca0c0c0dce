import { defineFeatureBundle, type FeatureT } from '../../i18n/featureBundle.ts';
import en from './locales/en.ts';
import zh from './locales/zh.ts';

export type SeckillT = FeatureT<typeof zh>;

/** `t` for the seckill screen's own strings. */
export const useSeckillT = defineFeatureBundle('seckill', zh, en);
