import { useTranslation } from 'react-i18next';
import { pickTitle } from '../routing/meta.ts';
import type { LocalTitle } from '../state/tabsLogic.ts';

export function useTitle(): (title: LocalTitle) => string {
  const { i18n } = useTranslation();
  return (title) => pickTitle(title, i18n.language);
}
