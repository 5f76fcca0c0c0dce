import { DECO_STOREFRONT_URL, decorationContract } from '@hh/shared';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { http } from '../../http/client.ts';
import { ShopLinkView } from './ShopLinkView.tsx';

/** The shop's live H5 address and QR code, as the server names it (PUBLIC_URL or its own address). */
export function ShopLink() {
  const link = useQuery({
    queryKey: ['shop', 'storefrontLink'],
    queryFn: () => http.get(DECO_STOREFRONT_URL, decorationContract.storefront),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (link.isPending) return <Skeleton.Button active block />;
  if (!link.data) return null;
  return <ShopLinkView url={link.data.url} qrSvg={link.data.qrSvg} />;
}
