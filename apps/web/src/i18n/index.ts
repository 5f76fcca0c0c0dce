import { DEFAULT_LANG, LANG_COOKIE, LANGS, type Lang } from '@hh/shared';
import i18n from 'i18next';
import Cookies from 'js-cookie';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.ts';
import zh from './locales/zh.ts';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

export function readLangCookie(): Lang {
  const value = Cookies.get(LANG_COOKIE);
  return isLang(value) ? value : DEFAULT_LANG;
}

export function applyLang(lang: Lang): void {
  Cookies.set(LANG_COOKIE, lang, { expires: 365, sameSite: 'Lax' });
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
}

export function initI18n(): Lang {
  const lang = readLangCookie();
  void i18n.use(initReactI18next).init({
    resources: { zh: { translation: zh }, en: { translation: en } },
    lng: lang,
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  applyLang(lang);
  return lang;
}

export { i18n };
