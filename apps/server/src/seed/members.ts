import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { memberReason } from '../i18n/ledger-reasons.ts';

const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '赵',
  '黄',
  '周',
  '吴',
  '徐',
  '孙',
  '胡',
  '朱',
  '高',
  '林',
];
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '丽',
  '强',
  '磊',
  '洋',
  '艳',
  '勇',
  '军',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '秀英',
];

/**
 * Demo members with wallets, points and promoter chains (every seventh member was brought by
 * an earlier one, so there are no cycles), each opening balance with its ledger line.
 */
export async function seedMembers(tx: Tx, companyId: number, count: number) {
  const surnames = `{${SURNAMES.join(',')}}`;
  const given = `{${GIVEN.join(',')}}`;
  const opening = memberReason('openingBalance');
  const openingPoints = memberReason('openingPoints');
  await tx.execute(sql`
    insert into members (company_id, nickname, real_name, phone, sex, level, now_money, integral, status, user_type, created_at)
    select ${companyId},
      (${surnames}::text[])[1 + g % 16] || (${given}::text[])[1 + (g * 7) % 18],
      (${surnames}::text[])[1 + g % 16] || (${given}::text[])[1 + (g * 7) % 18],
      '1' || (35 + g % 4)::text || lpad((${companyId} * 100000 + g)::text, 8, '0'),
      g % 3, g % 4,
      round(((g * 37) % 100000) / 100.0, 2),
      (g * 13) % 5000,
      case when g % 23 = 0 then 0 else 1 end,
      case when g % 3 = 0 then 'wechat' else 'h5' end,
      now() - make_interval(days => (g * 3) % 365, hours => g % 24)
    from generate_series(1, ${count}) g`);
  await tx.execute(sql`
    with ordered as (
      select uid, row_number() over (order by uid) as n from members where company_id = ${companyId}
    )
    update members m set spread_uid = p.uid, spread_time = m.created_at
    from ordered o join ordered p on p.n = o.n - 3
    where m.uid = o.uid and o.n % 7 = 0`);
  await tx.execute(sql`
    insert into member_ledger (company_id, uid, kind, change, balance, reason, reason_code, reason_params, created_at)
    select company_id, uid, 'wallet', now_money, now_money, ${opening.reason}, ${opening.reasonCode}, '{}'::jsonb, created_at
    from members where company_id = ${companyId} and now_money > 0`);
  await tx.execute(sql`
    insert into member_ledger (company_id, uid, kind, change, balance, reason, reason_code, reason_params, created_at)
    select company_id, uid, 'points', integral, integral, ${openingPoints.reason}, ${openingPoints.reasonCode}, '{}'::jsonb, created_at
    from members where company_id = ${companyId} and integral > 0`);
  await seedSavedAddresses(tx, companyId);
}

/**
 * Saved addresses for every tenth member past the hundredth (the demo orders' shoppers, the first
 * active ones, get theirs with the orders): a default home address, and for every twentieth a
 * second, the office's, so that placing an order for a member has addresses to offer.
 */
async function seedSavedAddresses(tx: Tx, companyId: number) {
  await tx.execute(sql`
    with picked as (
      select company_id, uid, nickname, coalesce(phone, '13900000000') as phone, created_at,
        row_number() over (order by uid) as n
      from members where company_id = ${companyId}
    ),
    chosen as (select * from picked where n > 100 and n % 10 = 0)
    insert into shopper_addresses (company_id, member_id, name, phone, province_id, province_name, city_id,
      city_name, district_id, district_name, detail, is_default, created_at, updated_at)
    select company_id, uid, nickname, phone, 11, '北京市', 1101, '市辖区', 110105, '朝阳区',
      '建国路 ' || (n % 200 + 1) || ' 号 ' || (n % 20 + 1) || ' 栋 ' || (101 + n % 24 * 100) || ' 室', true,
      created_at, created_at
    from chosen
    union all
    select company_id, uid, left(nickname, 1) || '先生', phone, 31, '上海市', 3101, '市辖区', 310115, '浦东新区',
      '世纪大道 ' || (n % 300 + 1) || ' 号 ' || (n % 30 + 1) || ' 楼', false, created_at, created_at
    from chosen where n % 20 = 0`);
}
