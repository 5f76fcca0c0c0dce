import { SHOP_FOOTER_URL, systemConfigContract, type Wire } from '@hh/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../http/client.ts';
import { useSession } from '../../session/state.ts';

export type ShopFooter = Wire<typeof systemConfigContract.footer>;

const EMPTY: ShopFooter = { footerTxt: '', caseNumber: '' };
const footerKey = (companyId: number) => ['shop-footer', companyId];

/** The current shop's footer text and filing number, as stored on the server for the company. */
export function useShopFooter(): ShopFooter {
  const companyId = useSession((state) => state.shop?.companyId ?? 0);
  const query = useQuery({
    queryKey: footerKey(companyId),
    queryFn: () => http.get(SHOP_FOOTER_URL, systemConfigContract.footer),
    enabled: companyId > 0,
  });
  return query.data ?? EMPTY;
}

/** Saves the footer for the whole shop and shows it at once. */
export function useSaveShopFooter(): (footer: ShopFooter) => Promise<void> {
  const companyId = useSession((state) => state.shop?.companyId ?? 0);
  const client = useQueryClient();
  return async (footer) => {
    const saved = await http.put(SHOP_FOOTER_URL, systemConfigContract.footer, footer);
    client.setQueryData(footerKey(companyId), saved);
  };
}
