import en from '../i18n/locales/en.ts';
import zh from '../i18n/locales/zh.ts';
import type { LocalTitle } from '../state/tabsLogic.ts';

export type RouteTitleKey = keyof typeof zh.route;

export function routeTitle(key: RouteTitleKey): LocalTitle {
  return { zh: zh.route[key], en: en.route[key] };
}
