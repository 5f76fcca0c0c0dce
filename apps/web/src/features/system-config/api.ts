import { CONFIG_LIST_SIZE, type Page, SELF_PICKUP_OFF, SELF_PICKUP_ON } from '@hh/shared';
import { unchecked } from '../../http/client.ts';

export interface ConfigEntry {
  id: number | null;
  menuName: string;
  value: string;
}

export type SelfPickup = typeof SELF_PICKUP_ON | typeof SELF_PICKUP_OFF;

export interface SystemConfig {
  store_self_mention: SelfPickup;
  tengxun_map_key: string;
}

export const configQueryKey = ['shop', 'systemConfig'] as const;

export function toSystemConfig(entries: readonly ConfigEntry[]): SystemConfig {
  const value = (key: keyof SystemConfig) => entries.find((entry) => entry.menuName === key)?.value;
  return {
    store_self_mention:
      value('store_self_mention') === String(SELF_PICKUP_OFF) ? SELF_PICKUP_OFF : SELF_PICKUP_ON,
    tengxun_map_key: value('tengxun_map_key') ?? '',
  };
}

export const fetchSystemConfig = () =>
  unchecked
    .get<Page<ConfigEntry>>('/api/systemConfig', { size: CONFIG_LIST_SIZE })
    .then((page) => toSystemConfig(page.content));

export const saveSystemConfig = (body: SystemConfig) =>
  unchecked.post<{ message: string }>('/api/systemConfig', body);
