import { defineFeatureBundle, type FeatureT } from '../../i18n/featureBundle.ts';
import en from './locales/en.ts';
import zh from './locales/zh.ts';

export type OnboardingT = FeatureT<typeof zh>;

/** `t` for the onboarding wizard and the shop profile screen. */
export const useOnboardingT = defineFeatureBundle('onboarding', zh, en);
