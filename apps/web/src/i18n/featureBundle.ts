import type { TOptions } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from './index.ts';

export interface MessageTree {
  readonly [key: string]: string | MessageTree;
}

/** The same tree with every text widened to string: what the English bundle must provide. */
export type Translated<T> = { [K in keyof T]: T[K] extends string ? string : Translated<T[K]> };

/** Every dotted path to a text in the tree, e.g. `rules.phoneInvalid`. */
type MessageKey<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${MessageKey<T[K]>}`;
}[keyof T & string];

export type FeatureT<T> = (key: MessageKey<T>, options?: TOptions) => string;

/**
 * Adds a feature's texts under `namespace` of the translation namespace (without touching the
 * shared locale files) and returns the hook that translates them with typed keys.
 */
export function defineFeatureBundle<const Zh extends MessageTree>(
  namespace: string,
  zh: Zh,
  en: Translated<Zh>,
): () => FeatureT<Zh> {
  const register = () => {
    i18n.addResourceBundle('zh', 'translation', { [namespace]: zh }, true, true);
    i18n.addResourceBundle('en', 'translation', { [namespace]: en }, true, true);
  };
  if (i18n.isInitialized) register();
  i18n.on('initialized', register);
  return function useFeatureT() {
    const { t } = useTranslation();
    const translate = t as unknown as (key: string, options?: TOptions) => string;
    return useCallback<FeatureT<Zh>>(
      (key, options) => translate(`${namespace}.${key}`, options),
      [translate],
    );
  };
}
