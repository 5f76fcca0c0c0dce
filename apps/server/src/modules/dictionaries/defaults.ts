import { STOCK_DICT_DESCRIPTIONS } from '@hh/shared';
import type { Tx } from '../../db/client.ts';
import { dictDetails, dicts } from './schema.ts';

/** The dictionaries every new company starts with. */
const DEFAULT_DICTS: { name: string; items: [string, string, string][] }[] = [
  {
    name: 'user_status',
    items: [
      ['1', '正常', 'Active'],
      ['0', '禁用', 'Disabled'],
    ],
  },
  {
    name: 'store_status',
    items: [
      ['1', '营业中', 'Open'],
      ['0', '已关闭', 'Closed'],
    ],
  },
  {
    name: 'dealer_status',
    items: [
      ['1', '合作中', 'Active'],
      ['0', '已停止', 'Stopped'],
    ],
  },
  {
    name: 'dealer_level',
    items: [
      ['1', '一级经销商', 'Level 1'],
      ['2', '二级经销商', 'Level 2'],
      ['3', '三级经销商', 'Level 3'],
    ],
  },
  {
    name: 'member_level',
    items: [
      ['0', '普通会员', 'Regular'],
      ['1', '银卡会员', 'Silver'],
      ['2', '金卡会员', 'Gold'],
      ['3', '钻石会员', 'Diamond'],
    ],
  },
  {
    name: 'after_sale_reason',
    items: [
      ['notWanted', '不想要了', 'No longer wanted'],
      ['wrongItem', '商家发错货', 'Wrong item sent'],
      ['quality', '质量问题', 'Quality problem'],
      ['damaged', '商品破损', 'Arrived damaged'],
      ['notAsDescribed', '与描述不符', 'Not as described'],
      ['missingParts', '少件漏发', 'Parts missing'],
      ['notReceived', '未收到货', 'Not received'],
      ['other', '其他', 'Other'],
    ],
  },
  {
    name: 'sex',
    items: [
      ['0', '未知', 'Unknown'],
      ['1', '男', 'Male'],
      ['2', '女', 'Female'],
    ],
  },
];

export async function seedCompanyDicts(tx: Tx, companyId: number) {
  for (const d of DEFAULT_DICTS) {
    const [dict] = await tx
      .insert(dicts)
      .values({ companyId, name: d.name, description: STOCK_DICT_DESCRIPTIONS[d.name]?.zh ?? '' })
      .returning();
    await tx.insert(dictDetails).values(
      d.items.map(([value, label, labelEn], i) => ({
        companyId,
        dictId: dict!.id,
        value,
        label,
        labelEn,
        sort: i + 1,
      })),
    );
  }
}
