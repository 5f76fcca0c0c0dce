import { useTabTitle } from '../../components/useTabTitle.ts';
import { en, zh } from './locales.ts';

/** Names the detail's tab after the after-sale code. */
export function useAfterSaleTabTitle(code: string | undefined) {
  useTabTitle(
    code && zh.detailTitle.replace('{{code}}', code),
    code && en.detailTitle.replace('{{code}}', code),
  );
}
