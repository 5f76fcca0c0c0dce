import type { AuditEntity } from '@hh/shared';
import type { LogRow } from './api.ts';

/** The screen that shows each kind of entity (none for those without a screen of their own). */
const SCREENS: Partial<Record<AuditEntity, string>> = {
  user: '/system/user',
  invitation: '/system/user',
  role: '/system/role',
  menu: '/system/menu',
  company: '/shop/profile',
  dict: '/system/dict',
  dictDetail: '/system/dict',
  member: '/member/user',
  navigation: '/shop/nav',
  express: '/shop/express',
  store: '/shop/stores',
  dealer: '/shop/dealer',
  systemConfig: '/shop/config',
  goodsCategory: '/goods/category',
  product: '/goods/product',
  specTemplate: '/goods/spec',
  freightTemplate: '/goods/freight',
  storeCategory: '/platform/category',
  plan: '/platform/plan',
};

const isKnown = (entity: string): entity is AuditEntity => Object.hasOwn(SCREENS, entity);

/** Where the line's entity can be seen: a product opens in its editor unless it was deleted for good. */
export function entityLink(row: Pick<LogRow, 'entity' | 'entityId' | 'action'>): string | undefined {
  if (row.entity === 'product' && row.entityId && /^\d+$/.test(row.entityId) && row.action !== 'purge') {
    return `/goods/product/edit/${row.entityId}`;
  }
  return isKnown(row.entity) ? SCREENS[row.entity] : undefined;
}
