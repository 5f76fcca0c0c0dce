import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';

/**
 * Answers the server words in the request's language (after-sale reasons, role and plan names,
 * labels) are asked again once the language changes: the lang cookie is already the new one.
 */
export function refetchOnLanguageChange(client: QueryClient, i18n: I18n): () => void {
  const refetch = () => void client.invalidateQueries();
  i18n.on('languageChanged', refetch);
  return () => i18n.off('languageChanged', refetch);
}
