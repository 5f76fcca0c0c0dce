import { and, asc, eq, inArray } from 'drizzle-orm';
import { inCompanyForSystem } from '../../db/access.ts';
import type { DatabaseHandle, Tx } from '../../db/client.ts';
import { members } from '../../modules/members/index.ts';
import { childRegions } from '../../modules/regions/index.ts';
import { regionChain } from '../../modules/storefront/addresses/region-chain.ts';
import { shopperAddresses } from '../../modules/storefront/addresses/schema.ts';
import type { Random } from './random.ts';

const STREETS = [
  '人民路',
  '中山路',
  '解放路',
  '建设路',
  '和平路',
  '新华路',
  '长江路',
  '文化路',
  '胜利路',
  '青年路',
];
const PLACES = ['花园', '小区', '公寓', '大厦', '家园', '苑'];

export interface Shopper {
  uid: number;
  nickname: string;
  phone: string;
  addresses: {
    name: string;
    phone: string;
    provinceId: number;
    cityId: number;
    districtId: number | null;
    detail: string;
  }[];
}

/** The first `count` active members of the company, as shoppers without addresses yet. */
async function firstMembers(tx: Tx, companyId: number, count: number): Promise<Shopper[]> {
  const people = await tx
    .select({ uid: members.uid, nickname: members.nickname, phone: members.phone })
    .from(members)
    .where(and(eq(members.companyId, companyId), eq(members.status, 1)))
    .orderBy(asc(members.uid))
    .limit(count);
  return people.map((p) => ({
    uid: p.uid,
    nickname: p.nickname,
    phone: p.phone ?? '13900000000',
    addresses: [],
  }));
}

/** A real province → city → district chain from the shared region data. */
function someRegion(random: Random) {
  const province = random.pick(childRegions(0));
  const city = random.pick(childRegions(province.id));
  const districts = childRegions(city.id);
  return regionChain(province.id, city.id, districts.length ? random.pick(districts).id : null);
}

/**
 * The demo shoppers: the first active members of the company (already named in Chinese, with
 * phones), each given 1–3 addresses with real region chains, the first the default, written in the
 * shape the storefront's address service writes, dated `createdAt` (before the first order).
 */
export async function seedShoppers(
  db: DatabaseHandle,
  companyId: number,
  count: number,
  random: Random,
  createdAt: Date,
) {
  return inCompanyForSystem({ db }, companyId, async (tx) => {
    const shoppers = await firstMembers(tx, companyId, count);
    const rows = shoppers.flatMap((s) =>
      Array.from({ length: random.int(1, 3) }, (_, i) => {
        const region = someRegion(random);
        const detail = `${random.pick(STREETS)} ${random.int(1, 300)} 号${random.pick(PLACES)} ${random.int(1, 20)} 栋 ${random.int(101, 2502)} 室`;
        // The second and third addresses are often a relative's or the office's.
        const name =
          i === 0 ? s.nickname : random.next() < 0.5 ? s.nickname : `${s.nickname.slice(0, 1)}先生`;
        s.addresses.push({
          name,
          phone: s.phone,
          provinceId: region.provinceId,
          cityId: region.cityId,
          districtId: region.districtId,
          detail,
        });
        return {
          memberId: s.uid,
          name,
          phone: s.phone,
          ...region,
          detail,
          isDefault: i === 0,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );
    if (rows.length) await tx.insert(shopperAddresses).values(rows);
    return shoppers;
  });
}

/**
 * The demo shoppers `seedShoppers` made, read back (a resumed run): the same members in the same
 * order, each with the addresses in the order they were written.
 */
export async function loadShoppers(db: DatabaseHandle, companyId: number, count: number) {
  return inCompanyForSystem({ db }, companyId, async (tx) => {
    const shoppers = await firstMembers(tx, companyId, count);
    const byUid = new Map(shoppers.map((s) => [s.uid, s]));
    const rows = await tx
      .select()
      .from(shopperAddresses)
      .where(inArray(shopperAddresses.memberId, [...byUid.keys()]))
      .orderBy(asc(shopperAddresses.id));
    for (const r of rows)
      byUid.get(r.memberId)?.addresses.push({
        name: r.name,
        phone: r.phone,
        provinceId: r.provinceId,
        cityId: r.cityId,
        districtId: r.districtId,
        detail: r.detail,
      });
    return shoppers;
  });
}
