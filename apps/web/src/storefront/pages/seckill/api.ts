import type { storefrontSeckillContract, Wire } from '@hh/shared';
import { answerOf, FRONT_API } from '../../request.ts';
import { lang } from '../../texts.ts';

type Seckill = typeof storefrontSeckillContract;

export type Sessions = Wire<Seckill['sessions']>;
export type Session = Sessions['sessions'][number];
export type SessionGoods = Wire<Seckill['goods']>;
export type SeckillCard = SessionGoods['goods'][number];
export type ProductSeckill = Wire<Seckill['product']>;
export type Offer = NonNullable<ProductSeckill['offer']>;

const shopSeckill = (companyKey: string) => `${FRONT_API}/shops/${encodeURIComponent(companyKey)}/seckill`;

/** Asked afresh every time: what is sold and which session runs change by the minute. */
const fresh = <T>(url: string) =>
  answerOf<T>(() => fetch(url, { headers: { accept: 'application/json', 'accept-language': lang } }));

/** The shop's seckill, public by its key (`/api/front/shops/{companyKey}/seckill…`): no sign-in needed. */
export const seckillApi = {
  sessions: (companyKey: string) => fresh<Sessions>(shopSeckill(companyKey)),
  goods: (companyKey: string, slotId: number) =>
    fresh<SessionGoods>(`${shopSeckill(companyKey)}/slots/${slotId}`),
  ofProduct: (companyKey: string, productId: number) =>
    fresh<ProductSeckill>(`${shopSeckill(companyKey)}/products/${productId}`),
};
