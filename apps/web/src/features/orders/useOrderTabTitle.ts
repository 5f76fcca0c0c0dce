import { useTabTitle } from '../../components/useTabTitle.ts';
import { en, zh } from './locales.ts';

/** Names the detail's tab after the order code. */
export function useOrderTabTitle(code: string | undefined) {
  useTabTitle(
    code && zh.detailTitle.replace('{{code}}', code),
    code && en.detailTitle.replace('{{code}}', code),
  );
}
